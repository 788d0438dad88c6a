/**
 * What `POST /assistant` answers (decision 0018): the server writes it, the chat panel reads it.
 */
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
