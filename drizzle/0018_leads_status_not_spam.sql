-- The overview counts the last 30 days of leads by status, spam left out: with spam_at in the
-- index's condition that count reads the index alone instead of a heap row per lead.
DROP INDEX "leads_status_created_idx";--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST) WHERE "leads"."spam_at" is null;