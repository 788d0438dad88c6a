DROP INDEX "mail_outbox_recipient_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mailbox" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_mailbox_idx" ON "mail_outbox" USING btree ("mailbox","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
-- Mails queued before this version count under their address as it was written (lower-cased).
UPDATE "mail_outbox" SET "mailbox" = lower(trim("to_address")) WHERE "kind" NOT LIKE '%-notification';
