-- Staff's "send again" of an outbox mail restarts its give-up time from retried_at; indexes for the workspace's lists of given-up mails and of subscribers (newest first, search by any part of an address).
ALTER TABLE "mail_outbox" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_idx" ON "newsletter_subscriptions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_email_search_idx" ON "newsletter_subscriptions" USING gin (lower("email") gin_trgm_ops);