CREATE TABLE "operator_audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"operator_id" uuid,
	"operator_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_role" CHECK ("operators"."role" in ('support', 'payments', 'risk', 'marketing', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_operator" ON "operator_audit_log" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_target" ON "operator_audit_log" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_action" ON "operator_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_email" ON "operators" USING btree (lower("email"));--> statement-breakpoint
CREATE FUNCTION "operator_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the operator audit log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_append_only" BEFORE UPDATE OR DELETE ON "operator_audit_log" FOR EACH ROW EXECUTE FUNCTION "operator_audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_log_no_truncate" BEFORE TRUNCATE ON "operator_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_log_refuse_change"();
