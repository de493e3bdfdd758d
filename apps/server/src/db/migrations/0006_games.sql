CREATE TABLE "demo_provider_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"session_token" uuid,
	"currency" text NOT NULL,
	"stake_amount" bigint NOT NULL,
	"win_amount" bigint NOT NULL,
	"input" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_rounds_seed_nonce" UNIQUE("seed_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "demo_provider_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"integration" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"stake_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_provider_round" UNIQUE("integration","provider_round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in (1, 2, 3, 4)),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake_amount" >= 0 and "game_rounds"."win_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"integration" text NOT NULL,
	"device" text NOT NULL,
	"country" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_status" CHECK ("game_sessions"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"volatility" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"devices" jsonb DEFAULT '["desktop","mobile"]'::jsonb NOT NULL,
	"restricted_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_demo" boolean DEFAULT true NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 1000 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_volatility" CHECK ("games"."volatility" in ('low', 'medium', 'high')),
	CONSTRAINT "games_rtp" CHECK ("games"."rtp_basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"integration" text NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"round_id" uuid,
	"session_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"error_code" integer,
	"ledger_transfer_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_type" CHECK ("provider_transactions"."type" in ('bet', 'win', 'rollback')),
	CONSTRAINT "provider_transactions_outcome" CHECK ("provider_transactions"."outcome" in ('accepted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "demo_provider_rounds" ADD CONSTRAINT "demo_provider_rounds_seed_id_demo_provider_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."demo_provider_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_ledger_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("ledger_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_provider_rounds_status" ON "demo_provider_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_provider_seeds_current" ON "demo_provider_seeds" USING btree ("subject") WHERE "demo_provider_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "game_collection_games_game" ON "game_collection_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_won_created" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."status" = 2;--> statement-breakpoint
CREATE INDEX "game_sessions_player_created" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "games_provider" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_accepted" ON "provider_transactions" USING btree ("integration","transaction_id") WHERE "provider_transactions"."outcome" = 'accepted';--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("integration","provider_round_id");