import type { CourseContent } from "~/content/courses";

/** Practical End-to-End Generative AI Application Building (/services/practical-genai-aws): six weeks. */
export const practicalGenAiContent: CourseContent = {
  overview:
    "Build a complete generative AI application on AWS, from the first idea to a production launch. In one hands-on project you design the solution, add retrieval and agents, build the interface, secure and evaluate it, and deploy it.",
  outcomes: [
    "Turn a business problem into a generative AI solution design",
    "Architect applications around Amazon Bedrock and serverless AWS services",
    "Combine retrieval (RAG), tools and agents for multi-step tasks",
    "Build a chat interface and APIs for real users",
    "Secure, evaluate and monitor an AI application in production",
    "Deploy with infrastructure as code and keep running costs in check",
  ],
  modules: [
    { title: "Solution Design", description: "Use-case selection, requirements, success measures and architecture choices." },
    { title: "Foundation Models and Prompts", description: "Model selection, prompt design and structured output with Amazon Bedrock." },
    { title: "Retrieval and Knowledge", description: "RAG pipelines that ground answers in your own data." },
    { title: "Agents and Tools", description: "Agents that call APIs and complete multi-step tasks safely." },
    {
      title: "Interface, Security and Evaluation",
      description: "Chat front end, authentication, guardrails and automated quality checks.",
    },
    { title: "Production Deployment", description: "Infrastructure as code, monitoring, cost control and your project's launch." },
  ],
  audience: [
    "Experienced developers building AI products",
    "Technical leads and solution architects",
    "Graduates of Build Generative AI Applications with AWS Bedrock",
    "Startup teams taking an AI idea to market",
  ],
  prerequisites: "Solid programming skills and hands-on AWS experience. Prior generative AI work is helpful.",
};
