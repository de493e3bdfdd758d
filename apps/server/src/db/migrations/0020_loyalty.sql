CREATE TABLE "loyalty_accounts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"level_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"order" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"points" bigint NOT NULL,
	"benefits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reward_bonus_id" text,
	CONSTRAINT "loyalty_levels_points" UNIQUE("points"),
	CONSTRAINT "loyalty_levels_points_positive" CHECK ("loyalty_levels"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"minor_per_point" bigint NOT NULL,
	CONSTRAINT "loyalty_point_rates_positive" CHECK ("loyalty_point_rates"."minor_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_round_points" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_reward_bonus_id_bonuses_id_fk" FOREIGN KEY ("reward_bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_rates" ADD CONSTRAINT "loyalty_point_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_round_points" ADD CONSTRAINT "loyalty_round_points_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_round_points" ADD CONSTRAINT "loyalty_round_points_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_round_points_player" ON "loyalty_round_points" USING btree ("player_id");