import { and, desc, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_ANSWER_CHARS, MAX_MESSAGE_CHARS } from "~/lib/assistant-answer";
import type { Database } from "~/server/db/client.server";
import { assistantQuestions, type AssistantOutcome } from "~/server/db/schema.server";

/**
 * What visitors asked that the assistant could not answer, and how they rated answers
 * (decision 0023): the workspace lists them so the company sees what to add to its site. Only
 * the question, the answer and the time are kept: nothing that tells who asked.
 */
export async function recordQuestion(db: Database, outcome: AssistantOutcome, question: string, answer: string): Promise<void> {
  await db.insert(assistantQuestions).values({
    outcome,
    question: question.trim().slice(0, MAX_MESSAGE_CHARS),
    answer: answer.trim().slice(0, MAX_ANSWER_CHARS),
  });
}

/** A visitor's thumbs up or down on an answer, as the panel sends it. */
export const feedbackSchema = z.object({
  question: z
    .string({ message: "The question is missing." })
    .trim()
    .min(1, "The question is missing.")
    .max(MAX_MESSAGE_CHARS, `A question may be at most ${MAX_MESSAGE_CHARS} characters long.`),
  answer: z
    .string({ message: "The answer is missing." })
    .trim()
    .min(1, "The answer is missing.")
    .max(MAX_ANSWER_CHARS, `An answer may be at most ${MAX_ANSWER_CHARS} characters long.`),
  rating: z.enum(["helpful", "unhelpful"], { message: 'The rating must be "helpful" or "unhelpful".' }),
});

/** How far back the workspace looks. */
export const QUESTIONS_DAYS = 90;
const MAX_GROUPS = 200;

export interface QuestionGroup {
  outcome: Exclude<AssistantOutcome, "helpful">;
  /** The question as last asked in this wording (case and spaces aside). */
  question: string;
  /** The answer it got last. */
  answer: string;
  count: number;
  lastAsked: Date;
}

/**
 * The questions answered "I don't know" and the answers marked unhelpful in the last
 * QUESTIONS_DAYS days, one row per wording, newest first, with how often; and how many answers
 * were marked helpful.
 */
export async function listQuestions(db: Database, now = new Date()): Promise<{ groups: QuestionGroup[]; helpful: number }> {
  const since = new Date(now.getTime() - QUESTIONS_DAYS * 86_400_000);
  const wording = sql`lower(regexp_replace(${assistantQuestions.question}, '\\s+', ' ', 'g'))`;
  const lastAsked = sql<Date>`max(${assistantQuestions.createdAt})`;
  const rows = await db
    .select({
      outcome: assistantQuestions.outcome,
      question: sql<string>`(array_agg(${assistantQuestions.question} order by ${assistantQuestions.createdAt} desc))[1]`,
      answer: sql<string>`(array_agg(${assistantQuestions.answer} order by ${assistantQuestions.createdAt} desc))[1]`,
      count: sql<number>`count(*)::int`,
      lastAsked,
    })
    .from(assistantQuestions)
    .where(and(gte(assistantQuestions.createdAt, since), inArray(assistantQuestions.outcome, ["unanswered", "unhelpful"])))
    .groupBy(assistantQuestions.outcome, wording)
    .orderBy(desc(lastAsked))
    .limit(MAX_GROUPS);
  const [helpful] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(assistantQuestions)
    .where(and(gte(assistantQuestions.createdAt, since), sql`${assistantQuestions.outcome} = 'helpful'`));
  return {
    groups: rows.map((row) => ({ ...row, outcome: row.outcome as QuestionGroup["outcome"], lastAsked: new Date(row.lastAsked) })),
    helpful: helpful?.count ?? 0,
  };
}
