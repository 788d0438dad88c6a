/**
 * What `POST /assistant` takes and answers (decision 0018): the server checks and writes it, the
 * chat panel sends and reads it.
 */

/** The longest conversation one request may carry; the panel sends at most this many messages. */
export const MAX_MESSAGES = 20;
/** The longest message, the panel's input included. */
export const MAX_MESSAGE_CHARS = 1_000;
/** The longest answer the assistant writes, and so the longest one a conversation may send back. */
export const MAX_ANSWER_CHARS = 2_000;
export interface Source {
  url: string;
  title: string;
}

export interface Action {
  label: string;
  url: string;
}

export interface AssistantAnswer {
  answer: string;
  /** Best first; empty when the site holds no answer. */
  sources: Source[];
  /** Links to a person (a demo, a message, a call), when the assistant could not help. */
  actions: Action[];
  /** Quick replies the panel may offer. */
  suggestions: string[];
}
