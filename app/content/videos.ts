/**
 * The home page's video demos (spec section 3, "Video demo"): recordings of the site's own
 * assistant at work, made from this site by `npm run record:demos` (scripts/record-demos.mjs) and
 * served with the site's other assets. The poster shows the product at work in words
 * (app/components/video-carousel.tsx); the recording loads only when a visitor presses Play.
 *
 * OWNER: a demo may instead play a video of the company's own on YouTube: set its videoUrl to
 * `${EMBED_BASE}<id>` (the id is the part after "watch?v=") and leave out its still. The
 * youtube-nocookie.com host sets no tracking cookies until the video plays, and the site allows
 * that host in its frames only while a demo uses it.
 */
import bookingPhoneStill from "~/assets/demos/booking-phone.jpg";
import bookingPhoneVideo from "~/assets/demos/booking-phone.webm";
import bookingStill from "~/assets/demos/booking.jpg";
import bookingVideo from "~/assets/demos/booking.webm";
import coursePhoneStill from "~/assets/demos/course-phone.jpg";
import coursePhoneVideo from "~/assets/demos/course-phone.webm";
import courseStill from "~/assets/demos/course.jpg";
import courseVideo from "~/assets/demos/course.webm";
import pricingPhoneStill from "~/assets/demos/pricing-phone.jpg";
import pricingPhoneVideo from "~/assets/demos/pricing-phone.webm";
import pricingStill from "~/assets/demos/pricing.jpg";
import pricingVideo from "~/assets/demos/pricing.webm";

export type PosterTheme = "chatbot" | "rag" | "booking";

export interface VideoDemo {
  id: string;
  title: string;
  description: string;
  /** What the poster shows: a chat, a document answer with its sources, or a booking. */
  poster: PosterTheme;
  /** The recording: a file of the site's own, or a YouTube embed URL (https://www.youtube-nocookie.com/embed/<id>). */
  videoUrl: string;
  /** A recording's first frame, shown while it loads. */
  still?: string;
  /** The same demo recorded on a phone's screen, played below 768 px, and its first frame. */
  phone?: { videoUrl: string; still: string };
}

export const EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

export const videoDemos: readonly VideoDemo[] = [
  {
    id: "pricing",
    title: "24/7 Customer Support Chatbot",
    description:
      "Our own site's assistant answers a visitor's price question with each plan's fees, then a follow-up about the bigger plan, day or night.",
    poster: "chatbot",
    videoUrl: pricingVideo,
    still: pricingStill,
    phone: { videoUrl: pricingPhoneVideo, still: pricingPhoneStill },
  },
  {
    id: "course",
    title: "Answers With Cited Sources",
    description:
      "Asked where a beginner should start and then what that course covers, the assistant answers from our course pages and links each page it read.",
    poster: "rag",
    videoUrl: courseVideo,
    still: courseStill,
    phone: { videoUrl: coursePhoneVideo, still: coursePhoneStill },
  },
  {
    id: "booking",
    title: "A Demo Booked in the Chat",
    description:
      "A visitor books a demo without leaving the conversation: name, e-mail, company and topic, a summary to confirm, and the request is in the team's inbox.",
    poster: "booking",
    videoUrl: bookingVideo,
    still: bookingStill,
    phone: { videoUrl: bookingPhoneVideo, still: bookingPhoneStill },
  },
];

/** Whether a demo plays from YouTube (in a frame) rather than from the site's own file. */
export function isEmbed(videoUrl: string): boolean {
  return videoUrl.startsWith("https://");
}

/** The origins the demos' players are framed from: YouTube's only while a demo uses it. */
export const videoFrameOrigins: readonly string[] = [
  ...new Set(videoDemos.filter((demo) => isEmbed(demo.videoUrl)).map((demo) => new URL(demo.videoUrl).origin)),
];

/** The player URL: an embed with autoplay on, since it loads only after Play is pressed; a file as it is. */
export function playerUrl(videoUrl: string): string {
  if (!isEmbed(videoUrl)) return videoUrl;
  return `${videoUrl}${videoUrl.includes("?") ? "&" : "?"}autoplay=1`;
}
