-- Staff plan a follow-up day on a lead; the overview lists the leads whose day has come.
ALTER TABLE "leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_on") WHERE "leads"."follow_up_on" is not null;