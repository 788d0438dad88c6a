import { FileSearch, Lock, MessageSquareQuote, RefreshCw } from "lucide-react";
import type { CtaCopy, HeroCopy, ProcessStep, ServiceFeature, ServiceSeo, UseCase } from "~/content/service-pages";

/** Copy of the RAG Q&A Systems page (/services/rag-qa-systems). */

export const ragSeo: ServiceSeo = {
  name: "RAG Q&A Systems",
  path: "/services/rag-qa-systems",
  description:
    "RAG document Q&A systems for Concord, NC businesses: ask your manuals, policies and contracts questions and get accurate answers with cited sources, on AWS.",
  serviceType: "RAG Systems",
};

export const ragHero: HeroCopy = {
  eyebrow: "RAG Q&A Systems",
  title: "Get Answers From Your Own Documents",
  lead: "Retrieval-augmented generation (RAG) lets your team ask a question in plain language and get an accurate answer drawn from your manuals, policies and contracts, with the sources cited so anyone can check it.",
};

export const ragFeatures = {
  title: "Answers You Can Trust",
  intro:
    "A RAG system reads your documents first and only then writes an answer, so every reply is grounded in what your business has actually written.",
  items: [
    {
      icon: MessageSquareQuote,
      title: "Cited Sources",
      description: "Every answer links to the passages it came from, so people can verify it in seconds.",
    },
    {
      icon: FileSearch,
      title: "Search by Meaning",
      description: "Ask the way you would ask a colleague. The system finds relevant passages even when the wording differs.",
    },
    {
      icon: Lock,
      title: "Private and Secure",
      description: "Your documents stay in your secure AWS environment and are never used to train public models.",
    },
    {
      icon: RefreshCw,
      title: "Always Up to Date",
      description: "Add or replace a document and the answers reflect it, with no retraining and no waiting.",
    },
  ] satisfies ServiceFeature[],
};

export const ragKeyFeatures = {
  title: "Key Features",
  intro: "Everything you need to search, trust and maintain answers from your documents.",
  items: [
    "Works with PDFs, Word files, spreadsheets and web pages",
    "Semantic search across thousands of pages",
    "Answers with citations to the exact source passage",
    "Access controls so people only see what they may see",
    "Guardrails that stop the system from guessing",
    "Chat interface for your website or intranet",
    "Automatic updates when documents change",
    "Built on a managed foundation-model service on AWS",
  ],
} as const;

export const ragProcess = {
  title: "How RAG Works",
  intro: "Three steps turn a pile of documents into a system that answers questions.",
  steps: [
    {
      number: 1,
      title: "Document Ingestion",
      description: "We collect your documents, split them into passages and index them by meaning in a secure search store on AWS.",
    },
    {
      number: 2,
      title: "Intelligent Retrieval",
      description: "When someone asks a question, the system finds the passages that answer it, across every document you have indexed.",
    },
    {
      number: 3,
      title: "Answer Generation With Cited Sources",
      description: "A foundation model writes a clear answer from those passages only, and cites each source so the answer can be checked.",
    },
  ] satisfies ProcessStep[],
};

export const ragUseCases = {
  title: "Where RAG Makes a Difference",
  intro: "Any team that spends time looking things up in documents can get that time back.",
  items: [
    {
      title: "Internal Knowledge Base",
      description: "Let staff ask about procedures, product details and past projects instead of digging through shared drives.",
      impact: "Cut search time by up to 70%",
      audience: "Operations and knowledge-heavy teams",
    },
    {
      title: "Customer Support",
      description: "Give agents and customers instant, sourced answers from manuals, warranties and help articles.",
      impact: "Reduce support costs by up to 30%",
      audience: "Support and service teams",
    },
    {
      title: "HR Policies and Onboarding",
      description: "New and current employees get straight answers about benefits, leave and workplace policies.",
      impact: "Save 5+ hours per employee per week",
      audience: "HR teams and growing companies",
    },
    {
      title: "Contracts and Legal Documents",
      description: "Find clauses, terms and obligations across many agreements, with a link to the exact paragraph.",
      audience: "Legal, procurement and finance teams",
    },
    {
      title: "Technical Documentation",
      description: "Technicians and engineers find specifications and troubleshooting steps in manuals while on the job.",
      audience: "Manufacturing, field service and IT",
    },
    {
      title: "Compliance and Regulations",
      description: "Check what a regulation or internal standard requires and see the text the answer is based on.",
      audience: "Healthcare, finance and regulated industries",
    },
  ] satisfies UseCase[],
};

export const ragCta: CtaCopy = {
  title: "Put Your Documents to Work",
  text: "Show us the documents your team searches most and we will show you how a RAG system would answer their questions.",
};

/**
 * The page's live example: questions put to the retrieval the site's assistant uses, over this
 * website's own pages (app/server/showcase.server.ts). The answers and the passages they cite are
 * found when the page is built; only the questions are written here.
 */
export const ragLiveDemo = {
  title: "A Cited Answer, Beside Its Source",
  intro:
    "Our assistant is built the same way, and its documents are the pages of this website. Pick a question: it finds the passages that answer it and quotes them, each sentence marked with the document it came from.",
  questions: ["How is my data protected?", "What happens if there is a data breach?", "Who do you share my information with?"],
} as const;
