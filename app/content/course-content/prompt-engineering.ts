import type { CourseContent } from "~/content/courses";

/** Prompt Engineering (/services/prompt-engineering): one day. */
export const promptEngineeringContent: CourseContent = {
  overview:
    "Prompting is the fastest way to get more out of AI. In one focused day you learn how foundation models read instructions, the patterns that make answers reliable, and how to check and improve results before you depend on them.",
  outcomes: [
    "How foundation models interpret instructions, context and examples",
    "Write clear prompts with roles, context, constraints and output formats",
    "Use zero-shot, few-shot and step-by-step reasoning patterns",
    "Get structured output such as tables, lists and JSON",
    "Test, compare and refine prompts for consistent results",
    "Avoid common risks: made-up facts, data leaks and biased answers",
  ],
  modules: [
    { title: "How Foundation Models Work", description: "Tokens, context windows and why the same question can get different answers." },
    {
      title: "Anatomy of a Good Prompt",
      description: "Roles, instructions, context, examples and output formats, and how they work together.",
    },
    { title: "Prompt Patterns", description: "Few-shot examples, step-by-step reasoning, templates and prompt chaining." },
    {
      title: "Evaluating and Improving Prompts",
      description: "Simple test sets and checklists to compare prompts and keep results consistent.",
    },
    { title: "Safe and Responsible Use", description: "Protecting sensitive data, spotting errors and setting guardrails for your team." },
    {
      title: "Workshop: Your Own Use Cases",
      description: "Apply everything to tasks from your own job and leave with a library of prompts.",
    },
  ],
  audience: [
    "Professionals in any role who use AI assistants at work",
    "Marketing, sales, support and operations teams",
    "Managers who want their teams to use AI well and safely",
    "Developers starting to build on foundation models",
  ],
  prerequisites: "No technical background needed. Bring a laptop and a few tasks from your own work.",
};
