CREATE TABLE "social_auth_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"connection" text,
	"redirect_uri" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"binding_hash" text NOT NULL,
	"back_route" text NOT NULL,
	"affiliate_tag" text,
	"fingerprint" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "social_auth_requests_expires" ON "social_auth_requests" USING btree ("expires_at");