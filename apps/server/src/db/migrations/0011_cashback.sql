CREATE TABLE "cashback_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" text NOT NULL,
	"player_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"player_bonus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_payouts_once" UNIQUE("program_id","account_id","period_from"),
	CONSTRAINT "cashback_payouts_amounts" CHECK ("cashback_payouts"."net_loss" > 0 and "cashback_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"period" text NOT NULL,
	"percent" integer NOT NULL,
	"paid_as" text NOT NULL,
	"bonus_id" text,
	"min_loss" jsonb NOT NULL,
	"max_amount" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cashback_programs_period" CHECK ("cashback_programs"."period" in ('daily', 'weekly')),
	CONSTRAINT "cashback_programs_percent" CHECK ("cashback_programs"."percent" between 1 and 100),
	CONSTRAINT "cashback_programs_paid_as" CHECK (("cashback_programs"."paid_as" = 'cash' and "cashback_programs"."bonus_id" is null) or ("cashback_programs"."paid_as" = 'bonus' and "cashback_programs"."bonus_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_program_id_cashback_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."cashback_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_payouts" ADD CONSTRAINT "cashback_payouts_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_programs" ADD CONSTRAINT "cashback_programs_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_payouts_player" ON "cashback_payouts" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'cashback', 'adjustment', 'hold', 'hold_release'));