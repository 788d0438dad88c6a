CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "assistant_questions_outcome_check" CHECK ("assistant_questions"."outcome" in ('unanswered', 'helpful', 'unhelpful'))
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_created_idx" ON "assistant_questions" USING btree ("created_at" DESC NULLS LAST);