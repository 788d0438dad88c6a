import { awsDevelopmentContent } from "~/content/course-content/aws-development";
import { awsTechnicalEssentialsContent } from "~/content/course-content/aws-technical-essentials";
import { generativeAiBedrockContent } from "~/content/course-content/generative-ai-aws-bedrock";
import { noCodeMlContent } from "~/content/course-content/no-code-ml-aws";
import { practicalGenAiContent } from "~/content/course-content/practical-genai-aws";
import { mlSageMakerAdvancedContent, mlSageMakerIntermediateContent } from "~/content/course-content/practical-ml-sagemaker";
import { promptEngineeringContent } from "~/content/course-content/prompt-engineering";

/**
 * The seven course pages (/services/<slug>), the eight course cards of /services/ai-training
 * and the course catalogue of the training registration form. Durations and salary potential
 * are the spec's constants; the longer texts live in app/content/course-content/.
 */

export interface CourseModule {
  title: string;
  description: string;
}

/** What a course (or one level of it) teaches. */
export interface CourseContent {
  overview: string;
  /** What you will learn. */
  outcomes: readonly string[];
  modules: readonly CourseModule[];
  /** Who it is for. */
  audience: readonly string[];
  prerequisites?: string;
}

/** "1 day", "6 weeks": a count and a unit, as people read it. */
export type CourseDuration = `${number} ${"day" | "days" | "week" | "weeks"}`;

/** One level of a course. Most courses have one; the SageMaker course has two, shown as tabs. */
export interface CourseLevel {
  id: string;
  /** The tab label, e.g. "Intermediate Level"; only shown when a course has several levels. */
  label: string;
  duration: CourseDuration;
  /** Typical yearly salary in US dollars for roles that use these skills (approximate). */
  salaryPotential: number;
  /** One line: who the course is for. */
  audienceSummary: string;
  /** Missing while a course is still being written; the page then shows "Coming Soon". */
  content?: CourseContent;
}

export interface Course {
  slug: string;
  /** The title in the Services menu; the page title is "<title> in Concord, NC". */
  title: string;
  /** Meta description, 140-160 characters. */
  description: string;
  lead: string;
  /** Whether the hero shows "View Pricing". Courses have no published price, so it is off everywhere. */
  showPricing: boolean;
  /** The first level is the default tab. */
  levels: readonly [CourseLevel, ...CourseLevel[]];
}

export const courses = [
  {
    slug: "prompt-engineering",
    title: "Prompt Engineering",
    description:
      "One-day prompt engineering course in Concord, NC: write prompts that get reliable, accurate results from AI assistants and foundation models at work.",
    lead: "A practical one-day course that teaches you to write prompts that get accurate, consistent and useful results from AI assistants and foundation models.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "1 day",
        salaryPotential: 115_000,
        audienceSummary: "Professionals in any role who use AI at work",
        content: promptEngineeringContent,
      },
    ],
  },
  {
    slug: "aws-technical-essentials",
    title: "AWS Technical Essentials",
    description:
      "Six-week AWS Technical Essentials course in Concord, NC: learn core AWS compute, storage, networking, databases and security with hands-on cloud labs.",
    lead: "Build a solid foundation in the AWS cloud: the core services, how they fit together and how to use them securely, with hands-on labs every week.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "6 weeks",
        salaryPotential: 95_000,
        audienceSummary: "Beginners and IT professionals new to AWS",
        content: awsTechnicalEssentialsContent,
      },
    ],
  },
  {
    slug: "aws-development",
    title: "Developing with AWS",
    description:
      "Six-week Developing with AWS course in Concord, NC: build, secure and deploy cloud applications with the AWS SDKs, serverless services and CI/CD pipelines.",
    lead: "Learn to build, secure and deploy cloud applications on AWS, from your first SDK call to serverless APIs and automated deployments.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "6 weeks",
        salaryPotential: 115_000,
        audienceSummary: "Software developers moving to the cloud",
        content: awsDevelopmentContent,
      },
    ],
  },
  {
    slug: "generative-ai-aws-bedrock",
    title: "Build Generative AI Applications with AWS Bedrock",
    description:
      "Six-week course in Concord, NC: build RAG applications with AWS Bedrock, from foundation models and embeddings to knowledge bases, guardrails and deployment.",
    lead: "Build retrieval-augmented generation (RAG) applications on Amazon Bedrock: connect foundation models to your own data and ship answers people can trust.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "6 weeks",
        salaryPotential: 140_000,
        audienceSummary: "Developers and engineers building generative AI applications",
        content: generativeAiBedrockContent,
      },
    ],
  },
  {
    slug: "practical-ml-sagemaker",
    title: "Practical Machine Learning with AWS SageMaker",
    description:
      "Practical machine learning with AWS SageMaker in Concord, NC: six-week intermediate and advanced courses to train, tune, deploy and operate ML models.",
    lead: "Train, tune, deploy and operate machine learning models on Amazon SageMaker. Choose the intermediate level to build solid foundations, or the advanced level to run ML in production.",
    showPricing: false,
    levels: [
      {
        id: "intermediate",
        label: "Intermediate Level",
        duration: "6 weeks",
        salaryPotential: 125_000,
        audienceSummary: "Developers and analysts with some Python experience",
        content: mlSageMakerIntermediateContent,
      },
      {
        id: "advanced",
        label: "Advanced Level",
        duration: "6 weeks",
        salaryPotential: 150_000,
        audienceSummary: "Data scientists and ML engineers taking models to production",
        content: mlSageMakerAdvancedContent,
      },
    ],
  },
  {
    slug: "no-code-ml-aws",
    title: "No-code Machine Learning and Generative AI on AWS",
    description:
      "Six-week no-code course in Concord, NC: build machine learning predictions and generative AI apps on AWS with visual tools, without writing any code.",
    lead: "Use machine learning and generative AI on AWS without writing code: build predictions, analyze data and create AI-powered tools with visual, point-and-click services.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "6 weeks",
        salaryPotential: 115_000,
        audienceSummary: "Business analysts, managers and non-programmers",
        content: noCodeMlContent,
      },
    ],
  },
  {
    slug: "practical-genai-aws",
    title: "Practical End-to-End Generative AI Application Building",
    description:
      "Six-week course in Concord, NC: design, build, secure and deploy a complete generative AI application on AWS, from first idea to production launch.",
    lead: "Take a generative AI application from idea to production on AWS: design, retrieval, agents, user interface, security, evaluation and deployment, in one hands-on project.",
    showPricing: false,
    levels: [
      {
        id: "course",
        label: "Course",
        duration: "6 weeks",
        salaryPotential: 180_000,
        audienceSummary: "Experienced developers and technical leads",
        content: practicalGenAiContent,
      },
    ],
  },
] as const satisfies readonly Course[];

export type CourseSlug = (typeof courses)[number]["slug"];

/** The box on every course page for groups. */
export const groupTraining = {
  title: "Training for Your Team",
  text: "Enrolling a group? We tailor examples and exercises to your industry and can schedule sessions around your team.",
  linkLabel: "Ask About Group Training",
} as const;

export function courseBySlug(slug: string | undefined): Course | undefined {
  return courses.find((course) => course.slug === slug);
}

export function coursePath(slug: CourseSlug | string): `/services/${string}` {
  return `/services/${slug}`;
}

/** ISO 8601 duration for structured data: "1 day" -> "P1D", "6 weeks" -> "P6W". */
export function isoDuration(duration: CourseDuration): string {
  const match = /^(\d+) (day|week)s?$/.exec(duration);
  if (!match) throw new Error(`Unknown course duration: ${duration}`);
  return `P${match[1]}${match[2] === "day" ? "D" : "W"}`;
}

/** "$115,000" */
const salary = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function formatSalary(amount: number): string {
  return salary.format(amount);
}

/** A course card of /services/ai-training; its name is the one the registration form offers. */
export interface TrainingCourseCard {
  name: string;
  description: string;
  slug: CourseSlug;
  /** The level the card stands for (the SageMaker course has two cards). */
  levelId: string;
}

export const trainingCourseCards: readonly TrainingCourseCard[] = [
  {
    name: "Prompt Engineering Fundamentals",
    description: "Write prompts that get accurate, consistent results from AI assistants and foundation models.",
    slug: "prompt-engineering",
    levelId: "course",
  },
  {
    name: "AWS Technical Essentials",
    description: "The core AWS services for compute, storage, networking, databases and security, with hands-on labs.",
    slug: "aws-technical-essentials",
    levelId: "course",
  },
  {
    name: "Developing with AWS",
    description: "Build, secure and deploy cloud applications with the AWS SDKs, serverless services and CI/CD.",
    slug: "aws-development",
    levelId: "course",
  },
  {
    name: "Build RAG Applications with AWS Bedrock",
    description: "Connect foundation models on Amazon Bedrock to your own data and ship answers with cited sources.",
    slug: "generative-ai-aws-bedrock",
    levelId: "course",
  },
  {
    name: "Practical ML with AWS SageMaker (Intermediate)",
    description: "Prepare data, then train, tune and deploy your first machine learning models on Amazon SageMaker.",
    slug: "practical-ml-sagemaker",
    levelId: "intermediate",
  },
  {
    name: "Practical ML with AWS SageMaker (Advanced)",
    description: "Run machine learning in production: pipelines, distributed training, monitoring and MLOps.",
    slug: "practical-ml-sagemaker",
    levelId: "advanced",
  },
  {
    name: "No-Code ML & GenAI on AWS",
    description: "Build predictions and generative AI tools on AWS with visual services, without writing code.",
    slug: "no-code-ml-aws",
    levelId: "course",
  },
  {
    name: "End-to-End GenAI Application Development",
    description: "Design, build, secure and deploy a complete generative AI application on AWS in one project.",
    slug: "practical-genai-aws",
    levelId: "course",
  },
];

/** The course names the training registration form offers, in alphabetical order. */
export const courseCatalogue: readonly string[] = trainingCourseCards.map((card) => card.name).sort((a, b) => a.localeCompare(b));

/** The level a course card stands for. */
export function cardLevel(card: TrainingCourseCard): CourseLevel | undefined {
  return courseBySlug(card.slug)?.levels.find((level) => level.id === card.levelId);
}
