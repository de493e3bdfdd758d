CREATE TABLE "operator_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "operator_adjustments_amount" CHECK ("operator_adjustments"."amount" <> 0),
	CONSTRAINT "operator_adjustments_status" CHECK ("operator_adjustments"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "operator_adjustments_second_operator" CHECK ("operator_adjustments"."decided_by" is null or "operator_adjustments"."decided_by" <> "operator_adjustments"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "operator_adjustments" ADD CONSTRAINT "operator_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_adjustments" ADD CONSTRAINT "operator_adjustments_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_adjustments" ADD CONSTRAINT "operator_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_adjustments" ADD CONSTRAINT "operator_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_adjustments" ADD CONSTRAINT "operator_adjustments_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_adjustments_pending" ON "operator_adjustments" USING btree ("created_at") WHERE "operator_adjustments"."status" = 'pending';