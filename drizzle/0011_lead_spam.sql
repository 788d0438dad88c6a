-- A spam score on arrival, and leads filed as spam (by it or by staff): out of the inbox, into its Spam view.
ALTER TABLE "leads" ADD COLUMN "spam_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_by" text;--> statement-breakpoint
CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "leads"."spam_at" is not null;