CREATE TABLE "tournament_players" (
	"tournament_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone,
	"place" integer,
	"prize" bigint,
	CONSTRAINT "tournament_players_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_round_scores" (
	"tournament_id" text NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"score" bigint NOT NULL,
	CONSTRAINT "tournament_round_scores_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"game_ids" text[] NOT NULL,
	"currency" text NOT NULL,
	"scoring" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buy_in" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournaments_scoring" CHECK ("tournaments"."scoring" in ('wins', 'multiplier', 'wager')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_buy_in" CHECK ("tournaments"."buy_in" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_players_board" ON "tournament_players" USING btree ("tournament_id","score");--> statement-breakpoint
CREATE INDEX "tournament_round_scores_player" ON "tournament_round_scores" USING btree ("tournament_id","player_id");