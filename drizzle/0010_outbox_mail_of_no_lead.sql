-- The daily summary to the workspace's owners belongs to no lead: a mail row may name none.
ALTER TABLE "mail_outbox" ALTER COLUMN "lead_table" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;