/**
 * What the service pages' live examples hold (app/server/showcase.server.ts asks the site's
 * assistant; app/components render the result).
 */

export interface PassageSentence {
  text: string;
  /** The number of the citation that quotes this sentence, if the answer does. */
  cited?: number;
}

export interface CitedPassage {
  /** The citation's number, from 1, in the order the answer first quotes it. */
  number: number;
  /** The page's name and the section's heading, as the assistant's sources read. */
  page: string;
  heading: string;
  /** The page, or the section itself where the page has anchors (the legal pages). */
  href: string;
  sentences: PassageSentence[];
}

export interface DocumentAnswer {
  question: string;
  /** The answer's sentences, each with the citation it quotes (0 when no passage shown holds it). */
  answer: { text: string; cites: number }[];
  passages: CitedPassage[];
  /** How much the retrieval searched: every passage of every page of the site. */
  searched: { passages: number; pages: number };
}
