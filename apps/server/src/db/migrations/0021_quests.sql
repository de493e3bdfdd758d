CREATE TABLE "player_quest_contributions" (
	"player_quest_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "player_quest_contributions_player_quest_id_task_id_source_pk" PRIMARY KEY("player_quest_id","task_id","source")
);
--> statement-breakpoint
CREATE TABLE "player_quest_tasks" (
	"player_quest_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"position" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "player_quest_tasks_player_quest_id_task_id_pk" PRIMARY KEY("player_quest_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "player_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"quest_id" text NOT NULL,
	"currency" text NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "player_quests_state" CHECK ("player_quests"."state" in (2, 3, 5, 6))
);
--> statement-breakpoint
CREATE TABLE "quest_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"quest_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"count" integer,
	"amounts" jsonb,
	"game_ids" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "quest_tasks_position" UNIQUE("quest_id","position"),
	CONSTRAINT "quest_tasks_type" CHECK ("quest_tasks"."type" in ('wager', 'bets', 'wins', 'deposit', 'games'))
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_hours" integer NOT NULL,
	"reward_bonus_id" text,
	"reward_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_player_quest_id_player_quests_id_fk" FOREIGN KEY ("player_quest_id") REFERENCES "public"."player_quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quest_tasks" ADD CONSTRAINT "player_quest_tasks_task_id_quest_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quest_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_quests" ADD CONSTRAINT "player_quests_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tasks" ADD CONSTRAINT "quest_tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_reward_bonus_id_bonuses_id_fk" FOREIGN KEY ("reward_bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_quest_contributions_source" ON "player_quest_contributions" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "player_quests_one_active" ON "player_quests" USING btree ("player_id","quest_id") WHERE "player_quests"."state" = 2;--> statement-breakpoint
CREATE INDEX "player_quests_player" ON "player_quests" USING btree ("player_id","state");