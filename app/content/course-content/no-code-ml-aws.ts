import type { CourseContent } from "~/content/courses";

/** No-code Machine Learning and Generative AI on AWS (/services/no-code-ml-aws): six weeks. */
export const noCodeMlContent: CourseContent = {
  overview:
    "Put machine learning and generative AI to work without writing code. You use visual AWS services to prepare data, build predictions, analyze results and create generative AI tools for everyday business tasks.",
  outcomes: [
    "Understand what machine learning and generative AI can and cannot do",
    "Prepare and explore data with point-and-click tools",
    "Build prediction models with Amazon SageMaker Canvas",
    "Experiment with foundation models in the Amazon Bedrock playgrounds",
    "Create simple generative AI apps for your team",
    "Share results and decide when to involve developers",
  ],
  modules: [
    { title: "AI for Business Users", description: "Key ideas of machine learning and generative AI, in plain language." },
    { title: "Preparing Data Visually", description: "Importing, cleaning and joining data without code." },
    { title: "No-Code Predictions", description: "Forecasts, classifications and what-if analysis with Amazon SageMaker Canvas." },
    { title: "Generative AI Playgrounds", description: "Comparing foundation models and writing effective prompts in Amazon Bedrock." },
    { title: "Building AI Tools", description: "Simple generative AI apps for summaries, drafts and answers to common questions." },
    { title: "From Pilot to Practice", description: "Measuring value, working safely and a final project from your own work." },
  ],
  audience: [
    "Business analysts and managers",
    "Marketing, finance and operations professionals",
    "Small business owners exploring AI",
    "Anyone who wants AI skills without programming",
  ],
  prerequisites: "No programming needed. Comfort with spreadsheets is helpful.",
};
