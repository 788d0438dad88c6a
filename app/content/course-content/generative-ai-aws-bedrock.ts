import type { CourseContent } from "~/content/courses";

/** Build Generative AI Applications with AWS Bedrock (/services/generative-ai-aws-bedrock): six weeks, RAG applications. */
export const generativeAiBedrockContent: CourseContent = {
  overview:
    "Learn to build retrieval-augmented generation (RAG) applications on Amazon Bedrock, the managed foundation-model service. You connect models to your own documents, design prompts and guardrails, and deploy an application that answers with cited sources.",
  outcomes: [
    "Choose and call foundation models through Amazon Bedrock",
    "Create embeddings and store them in a vector index",
    "Build RAG pipelines with Knowledge Bases for Amazon Bedrock",
    "Design prompts that ground answers in retrieved sources",
    "Apply guardrails for safety, privacy and topic control",
    "Evaluate answer quality and deploy a secure, cost-aware application",
  ],
  modules: [
    {
      title: "Generative AI and Amazon Bedrock",
      description: "Foundation models, model choice, pricing and your first Bedrock API calls.",
    },
    {
      title: "Prompt Engineering for Applications",
      description: "System prompts, templates and structured output for reliable application behavior.",
    },
    { title: "Embeddings and Vector Search", description: "Chunking documents, creating embeddings and searching by meaning." },
    { title: "Building RAG Applications", description: "Knowledge Bases for Amazon Bedrock, retrieval tuning and answers with citations." },
    { title: "Guardrails and Security", description: "Content filters, denied topics, sensitive data protection and access control." },
    {
      title: "Evaluation and Deployment",
      description: "Measuring answer quality, monitoring, cost control and a capstone RAG application.",
    },
  ],
  audience: [
    "Developers and engineers building generative AI applications",
    "Solution architects designing AI systems on AWS",
    "Data professionals who want to put company knowledge to work",
    "Technical founders exploring AI products",
  ],
  prerequisites: "Programming experience (Python preferred) and basic AWS knowledge, such as AWS Technical Essentials.",
};
