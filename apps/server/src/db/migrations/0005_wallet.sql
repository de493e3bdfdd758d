CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"player_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"method_id" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"country" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"public_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_reference" text,
	"transfer_id" uuid,
	"review" text,
	"approve_after" timestamp with time zone,
	"bonus_id" text,
	"is_bonus_decline" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number" UNIQUE("number"),
	CONSTRAINT "invoices_provider_reference" UNIQUE("provider_reference"),
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" in (1, 2)),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in (1, 2, 3)),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"direction" text NOT NULL,
	"provider" text NOT NULL,
	"processing_type" text NOT NULL,
	"type" text NOT NULL,
	"logo" text,
	"name" jsonb NOT NULL,
	"currencies" jsonb NOT NULL,
	"countries" jsonb,
	"excluded_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "payment_methods_method_direction" UNIQUE("method","direction"),
	CONSTRAINT "payment_methods_direction" CHECK ("payment_methods"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payment_methods_processing_type" CHECK ("payment_methods"."processing_type" in ('form', 'iframe', 'qr', 'message', 'asyncRedirect'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"invoice_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" integer DEFAULT 2 NOT NULL,
	"turnover_required" bigint DEFAULT 0 NOT NULL,
	"turnover_wagered" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_player_currency" UNIQUE("player_id","currency"),
	CONSTRAINT "wallet_accounts_status" CHECK ("wallet_accounts"."status" in (1, 2, 3)),
	CONSTRAINT "wallet_accounts_turnover" CHECK ("wallet_accounts"."turnover_required" >= 0 and "wallet_accounts"."turnover_wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_id_ledger_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_player_created" ON "invoices" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_pending_withdrawals" ON "invoices" USING btree ("approve_after") WHERE "invoices"."type" = 2 and "invoices"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_one_active" ON "wallet_accounts" USING btree ("player_id") WHERE "wallet_accounts"."status" = 1;