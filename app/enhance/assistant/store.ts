import type { Turn } from "~/enhance/assistant/render";

/**
 * The conversation, kept for the visit (sessionStorage): the frame is loaded again with every
 * page the visitor opens, and the conversation goes on where it was. A browser that keeps no
 * storage (private modes, blocked storage) simply starts afresh on each page.
 */
const KEY = "assistant-conversation-v1";
/** Enough to scroll back through; the server reads at most the last 20 messages anyway. */
const KEEP = 60;

function isTurn(value: unknown): value is Turn {
  if (!value || typeof value !== "object") return false;
  const { role, content } = value as { role?: unknown; content?: unknown };
  return (role === "user" || role === "assistant" || role === "notice") && typeof content === "string";
}

export function loadTurns(): Turn[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(saved) ? saved.filter(isTurn) : [];
  } catch {
    return [];
  }
}

export function saveTurns(turns: readonly Turn[]): void {
  try {
    if (turns.length) sessionStorage.setItem(KEY, JSON.stringify(turns.slice(-KEEP)));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or refused: the conversation lasts as long as this page.
  }
}
