-- The overview's charts keep each day's lead counts once the day is over (lead_day_counts), so a view
-- counts two days of leads live instead of twelve weeks. A trigger takes a day out of
-- lead_counted_days when its counts change: a lead saved for an earlier day (a restore, an import),
-- marked or unmarked as spam, or deleted. Yesterday and today are counted live (at least 23 hours,
-- on the day clocks go forward): a lead under 12 hours old is never in a kept day and needs none.
CREATE TABLE "lead_counted_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_day_counts" (
	"day" date NOT NULL,
	"form" text NOT NULL,
	"page_path" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_day_counts_day_form_page_path_utm_campaign_pk" PRIMARY KEY("day","form","page_path","utm_campaign")
);

--> statement-breakpoint
CREATE FUNCTION "lead_counted_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A lead's day in the company's time zone is its UTC day or one next to it: all three are
  -- counted again.
  DELETE FROM "lead_counted_days"
  WHERE "day" BETWEEN (coalesce(NEW."created_at", OLD."created_at") AT TIME ZONE 'UTC')::date - 1
                  AND (coalesce(NEW."created_at", OLD."created_at") AT TIME ZONE 'UTC')::date + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_late_insert_recount" AFTER INSERT ON "leads" FOR EACH ROW
  WHEN (NEW."created_at" < now() - interval '12 hours') EXECUTE FUNCTION "lead_counted_days_forget"();
--> statement-breakpoint
CREATE TRIGGER "leads_spam_recount" AFTER UPDATE OF "spam_at" ON "leads" FOR EACH ROW
  WHEN ((OLD."spam_at" IS NULL) <> (NEW."spam_at" IS NULL) AND OLD."created_at" < now() - interval '12 hours')
  EXECUTE FUNCTION "lead_counted_days_forget"();
--> statement-breakpoint
CREATE TRIGGER "leads_delete_recount" AFTER DELETE ON "leads" FOR EACH ROW
  WHEN (OLD."created_at" < now() - interval '12 hours') EXECUTE FUNCTION "lead_counted_days_forget"();
