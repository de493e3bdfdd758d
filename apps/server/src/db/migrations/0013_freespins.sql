CREATE TABLE "freespin_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"player_freespin_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"bet_transaction_id" text,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "freespin_rounds_provider_round" UNIQUE("integration","provider_round_id"),
	CONSTRAINT "freespin_rounds_status" CHECK ("freespin_rounds"."status" in (1, 2, 3, 4)),
	CONSTRAINT "freespin_rounds_win" CHECK ("freespin_rounds"."win_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_freespins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"bonus_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"game_id" text NOT NULL,
	"count" integer NOT NULL,
	"batch" integer DEFAULT 1 NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"winnings_expiry_days" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"result" integer DEFAULT 1 NOT NULL,
	"player_bonus_id" uuid,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_from" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_freespins_status" CHECK ("player_freespins"."status" in (1, 2, 3)),
	CONSTRAINT "player_freespins_result" CHECK ("player_freespins"."result" in (1, 2, 3, 4)),
	CONSTRAINT "player_freespins_counts" CHECK ("player_freespins"."count" > 0 and "player_freespins"."played" between 0 and "player_freespins"."count" and "player_freespins"."bet_amount" > 0 and "player_freespins"."win_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "freespins" jsonb;--> statement-breakpoint
ALTER TABLE "demo_provider_rounds" ADD COLUMN "freespin_id" uuid;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "player_freespin_id" uuid;--> statement-breakpoint
ALTER TABLE "freespin_rounds" ADD CONSTRAINT "freespin_rounds_player_freespin_id_player_freespins_id_fk" FOREIGN KEY ("player_freespin_id") REFERENCES "public"."player_freespins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freespin_rounds" ADD CONSTRAINT "freespin_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freespin_rounds_open" ON "freespin_rounds" USING btree ("player_freespin_id") WHERE "freespin_rounds"."status" = 1;--> statement-breakpoint
CREATE INDEX "player_freespins_player_created" ON "player_freespins" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "player_freespins_due" ON "player_freespins" USING btree ("expires_at") WHERE "player_freespins"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "player_freespins_unpublished" ON "player_freespins" USING btree ("available_from") WHERE "player_freespins"."published_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_freespin" ON "player_bonuses" USING btree ("player_freespin_id");--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_freespins" CHECK ("bonuses"."type" <> 3 or "bonuses"."freespins" is not null);