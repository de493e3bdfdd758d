CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner" UNIQUE("owner_type","owner_id","currency","kind"),
	CONSTRAINT "ledger_accounts_owner_type" CHECK ("ledger_accounts"."owner_type" in ('player', 'system')),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('cash', 'hold', 'house', 'clearing')),
	CONSTRAINT "ledger_accounts_players_never_negative" CHECK ("ledger_accounts"."owner_type" = 'system' or not "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"pending_transfer_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_pending_transfer" UNIQUE("pending_transfer_id"),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus_grant', 'bonus_conversion', 'adjustment', 'hold', 'hold_release')),
	CONSTRAINT "ledger_transfers_status" CHECK ("ledger_transfers"."status" in ('posted', 'pending', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE FUNCTION "ledger_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are never updated or deleted: post a correcting transfer';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
