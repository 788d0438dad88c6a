-- A training registration's phone number, contact preference and group size go into its inbox row (details), so the inbox's search finds them.
ALTER TABLE "leads" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "details" = concat_ws(' · ', nullif(trim(concat_ws(' ', t."country_code", t."contact_number")), ''), 'prefers ' || t."preferred_contact_method", t."training_type", CASE WHEN t."attendee_count" IS NOT NULL THEN t."attendee_count" || ' attendees' END) FROM "training_registrations" t WHERE t."id" = "leads"."id" AND "leads"."form" = 'training';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("leads"."name" || ' ' || "leads"."email" || ' ' || "leads"."company" || ' ' || "leads"."subject" || ' ' || "leads"."message" || ' ' || "leads"."details")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);
