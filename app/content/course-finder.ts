import { trainingCourseCards, type CourseSlug, type TrainingCourseCard } from "~/content/courses";

/**
 * The course finder of /services/ai-training: a goal and a starting level lead to one course.
 * The questions and the choice of course are written here; everything the finder then shows about
 * the course (name, length, who it is for, what it asks of you) is the course's own content.
 * The choices follow each course's audience and prerequisites (app/content/course-content/).
 */

export interface FinderOption {
  id: string;
  label: string;
  /** A short line under the label. */
  hint: string;
}

export const finderGoals = [
  { id: "work", label: "Use AI in my daily work", hint: "Get better results from AI assistants" },
  { id: "no-code", label: "Put AI to work without code", hint: "Predictions and AI tools, point and click" },
  { id: "cloud", label: "Build on the AWS cloud", hint: "Core services, then applications" },
  { id: "genai", label: "Build generative AI apps", hint: "Foundation models, RAG and agents" },
  { id: "ml", label: "Train machine learning models", hint: "From first model to production" },
] as const satisfies readonly FinderOption[];

export const finderLevels = [
  { id: "new", label: "New to it", hint: "Starting out" },
  { id: "some", label: "Some experience", hint: "I have tried the basics" },
  { id: "experienced", label: "Experienced", hint: "I do this at work" },
] as const satisfies readonly FinderOption[];

export type FinderGoal = (typeof finderGoals)[number]["id"];
export type FinderLevel = (typeof finderLevels)[number]["id"];

/** A course card (the SageMaker course has a card per level). */
type CardRef = { slug: CourseSlug; levelId: string };

const card = (slug: CourseSlug, levelId = "course"): CardRef => ({ slug, levelId });

/** Goal, then level: the course to start with. */
const choices: Record<FinderGoal, Record<FinderLevel, CardRef>> = {
  work: {
    new: card("prompt-engineering"),
    some: card("prompt-engineering"),
    experienced: card("prompt-engineering"),
  },
  "no-code": {
    new: card("no-code-ml-aws"),
    some: card("no-code-ml-aws"),
    experienced: card("no-code-ml-aws"),
  },
  cloud: {
    new: card("aws-technical-essentials"),
    some: card("aws-development"),
    experienced: card("aws-development"),
  },
  genai: {
    new: card("prompt-engineering"),
    some: card("generative-ai-aws-bedrock"),
    experienced: card("practical-genai-aws"),
  },
  ml: {
    new: card("no-code-ml-aws"),
    some: card("practical-ml-sagemaker", "intermediate"),
    experienced: card("practical-ml-sagemaker", "advanced"),
  },
};

/** The course card the finder shows for a goal and a level. */
export function findCourse(goal: FinderGoal, level: FinderLevel): TrainingCourseCard {
  const ref = choices[goal][level];
  const found = trainingCourseCards.find((c) => c.slug === ref.slug && c.levelId === ref.levelId);
  if (!found) throw new Error(`The course finder names a course card that does not exist: ${ref.slug} (${ref.levelId}).`);
  return found;
}

export const courseFinderCopy = {
  title: "Find Your Course",
  intro: "Two questions, one recommendation. Change an answer and the course changes with it.",
  goalLegend: "What do you want to do?",
  levelLegend: "Where are you starting?",
  resultLabel: "Your course",
  viewLabel: "See the Course",
  /** Shown under the result: the finder is a starting point, and a person can advise. */
  adviceText: "Not quite right? Tell us about your goals and we will suggest a starting point.",
  adviceLink: "Ask for Advice",
} as const;
