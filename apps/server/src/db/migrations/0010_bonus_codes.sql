CREATE TABLE "bonus_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bonus_id" text NOT NULL,
	"trigger" integer NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bonus_codes_trigger" CHECK ("bonus_codes"."trigger" in (1, 3)),
	CONSTRAINT "bonus_codes_upper" CHECK ("bonus_codes"."code" = upper("bonus_codes"."code")),
	CONSTRAINT "bonus_codes_uses" CHECK ("bonus_codes"."uses" >= 0 and ("bonus_codes"."max_uses" is null or "bonus_codes"."uses" <= "bonus_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "player_bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"code" text NOT NULL,
	"trigger" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"player_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "player_bonus_codes_once" UNIQUE("player_id","code"),
	CONSTRAINT "player_bonus_codes_status" CHECK ("player_bonus_codes"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_code_bonus_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."bonus_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus_codes" ADD CONSTRAINT "player_bonus_codes_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_bonus_codes_pending" ON "player_bonus_codes" USING btree ("player_id") WHERE "player_bonus_codes"."status" = 1;