/**
 * The home page's video demos (spec section 3, "Video demo"). Nothing is fetched from the
 * video host until a visitor presses Play; the poster shows the product at work
 * (app/components/video-carousel.tsx).
 *
 * OWNER: the ids below are placeholders. Replace each one with the id of your own YouTube
 * video (the part after "watch?v="). Keep the youtube-nocookie.com host, which sets no
 * tracking cookies until the video plays.
 */
export type PosterTheme = "chatbot" | "rag" | "training";

export interface VideoDemo {
  id: string;
  title: string;
  description: string;
  /** What the poster shows: a chat, a document answer or a course. */
  poster: PosterTheme;
  /** An embed URL: https://www.youtube-nocookie.com/embed/<id>. */
  videoUrl: string;
}

const EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

export const videoDemos: readonly VideoDemo[] = [
  {
    id: "customer-support-chatbot",
    title: "24/7 Customer Support Chatbot",
    description: "Watch an assistant answer product, hours and booking questions on a business website, day or night.",
    poster: "chatbot",
    videoUrl: `${EMBED_BASE}PLACEHOLDER1`,
  },
  {
    id: "document-qa",
    title: "Document Q&A With Cited Sources",
    description: "See a RAG system find answers in policies and manuals in seconds, with links to the exact source.",
    poster: "rag",
    videoUrl: `${EMBED_BASE}PLACEHOLDER2`,
  },
  {
    id: "ai-training",
    title: "Hands-On AI Training on AWS",
    description: "A look inside our courses: practical labs that take your team from first prompt to working application.",
    poster: "training",
    videoUrl: `${EMBED_BASE}PLACEHOLDER3`,
  },
];

/** The player URL: the demo's URL with autoplay on, since it loads only after Play is pressed. */
export function autoplayUrl(videoUrl: string): string {
  return `${videoUrl}${videoUrl.includes("?") ? "&" : "?"}autoplay=1`;
}
