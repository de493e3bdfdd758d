CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_secrets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"player_id" uuid,
	"subject" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"birthdate" text,
	"country" text,
	"city" text,
	"address" text,
	"postal_code" text,
	"time_zone" text,
	"locale" text NOT NULL,
	"currency" text,
	"status" integer DEFAULT 1 NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"phone_confirmed_at" timestamp with time zone,
	"receive_email_promo" boolean DEFAULT false NOT NULL,
	"receive_sms_promo" boolean DEFAULT false NOT NULL,
	"agreements_accepted_at" timestamp with time zone,
	"affiliate_tag" text,
	"fingerprint" text,
	"bonus_code" text,
	"freshchat_restore_id" text,
	"pwa_installed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_status" CHECK ("players"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"method" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_outboxId_unique" UNIQUE("outbox_id")
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
ALTER TABLE "one_time_secrets" ADD CONSTRAINT "one_time_secrets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_secrets_hash" ON "one_time_secrets" USING btree ("kind","secret_hash");--> statement-breakpoint
CREATE INDEX "one_time_secrets_subject" ON "one_time_secrets" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_phone" ON "players" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sessions_player_open" ON "sessions" USING btree ("player_id") WHERE "sessions"."closed_at" is null;