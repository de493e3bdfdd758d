CREATE TABLE "communications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"locale" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"subunit_to_unit" bigint NOT NULL,
	"symbol" text NOT NULL,
	"sub_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "currencies_type" CHECK ("currencies"."type" in ('fiat', 'crypto')),
	CONSTRAINT "currencies_subunit_positive" CHECK ("currencies"."subunit_to_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(30, 12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_positive" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "layout_contents" (
	"locale" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locales" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_messages_outboxId_unique" UNIQUE("outbox_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "page_translations_page_id_locale_pk" PRIMARY KEY("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"identity" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "pages_kind_identity" UNIQUE("kind","identity")
);
--> statement-breakpoint
CREATE TABLE "promo_panel_translations" (
	"identity" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"second_title" text DEFAULT '' NOT NULL,
	"additional_title" text DEFAULT '' NOT NULL,
	"cta_label" text DEFAULT '' NOT NULL,
	"advantages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "promo_panel_translations_identity_locale_pk" PRIMARY KEY("identity","locale")
);
--> statement-breakpoint
CREATE TABLE "promo_panels" (
	"identity" text PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"theme" jsonb NOT NULL,
	"desktop_image" text NOT NULL,
	"mobile_image" text NOT NULL,
	"link" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "redirects_status" CHECK ("redirects"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "texts" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "texts_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "time_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_contents" ADD CONSTRAINT "layout_contents_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_panel_translations" ADD CONSTRAINT "promo_panel_translations_identity_promo_panels_identity_fk" FOREIGN KEY ("identity") REFERENCES "public"."promo_panels"("identity") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_panel_translations" ADD CONSTRAINT "promo_panel_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "texts" ADD CONSTRAINT "texts_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_rates_currency_created" ON "currency_rates" USING btree ("currency","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending" ON "outbox" USING btree ("id") WHERE "outbox"."dispatched_at" is null;