CREATE TABLE "player_kyc_reviews" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"status" integer NOT NULL,
	"reject_type" text,
	"comment" text,
	"event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_kyc_reviews_status" CHECK ("player_kyc_reviews"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "player_kyc_reviews" ADD CONSTRAINT "player_kyc_reviews_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;