-- The inbox search matches any part of a word or an address (trigram index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"page_path" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" text,
	"search_text" text GENERATED ALWAYS AS (lower("leads"."name" || ' ' || "leads"."email" || ' ' || "leads"."company" || ' ' || "leads"."subject" || ' ' || "leads"."message")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_form_check" CHECK ("leads"."form" in ('newsletter', 'demo', 'contact', 'training', 'webinar')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"aaguid" text,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "staff_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "staff_rate_limits_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sessions_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_key" UNIQUE("email"),
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_form_created_idx" ON "leads" USING btree ("form","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_campaign_idx" ON "leads" USING btree ("utm_campaign");--> statement-breakpoint
CREATE INDEX "leads_page_idx" ON "leads" USING btree ("page_path");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_key" ON "staff_passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_verifications_identifier_idx" ON "staff_verifications" USING btree ("identifier");--> statement-breakpoint
-- Leads saved before the inbox existed (or restored from an older backup), so it lists them too.
INSERT INTO "leads" ("id", "form", "name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "updated_at")
SELECT "id", 'newsletter', '', "email", '', '', '', "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "created_at"
FROM "newsletter_subscriptions"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "leads" ("id", "form", "name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "updated_at")
SELECT "id", 'demo', "first_name" || ' ' || "last_name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "created_at"
FROM "demo_requests"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "leads" ("id", "form", "name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "updated_at")
SELECT "id", 'contact', "first_name" || ' ' || "last_name", "email", '', "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "created_at"
FROM "contact_inquiries"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "leads" ("id", "form", "name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "updated_at")
SELECT "id", 'training', "first_name" || ' ' || "last_name", "email", coalesce("company", ''), "training", '', "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "created_at"
FROM "training_registrations"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "leads" ("id", "form", "name", "email", "company", "subject", "message", "page_path", "referrer", "utm_source", "utm_medium", "utm_campaign", "created_at", "updated_at")
SELECT r."id", 'webinar', r."first_name" || ' ' || r."last_name", r."email", '', w."title", '', r."page_path", r."referrer", r."utm_source", r."utm_medium", r."utm_campaign", r."created_at", r."created_at"
FROM "webinar_registrations" r JOIN "webinars" w ON w."id" = r."webinar_id"
ON CONFLICT ("id") DO NOTHING;
