import { MessageCircle, Sparkles, X } from "lucide-react";
import { useId } from "react";

/**
 * The floating Chat button and its frame (about 384 x 600 px), which shows the site's assistant
 * (/chat-widget, decision 0018) or the hosted chat app CHAT_APP_URL names. The frame's address
 * is set only the first time it opens, so the chat costs nothing until a visitor asks for it; after
 * that it stays in the page (hidden) so a conversation survives closing the panel. Opening
 * moves focus into the panel, Escape or Close returns it (behaviour: app/enhance/disclosure.ts).
 * The button steps aside while a control lies under it (app/enhance/chat-clearance.ts) and while
 * the mobile menu is open (app/app.css). On a phone the open panel fills the screen under its one
 * header, whose Close button stands in for the Chat button.
 */
export function ChatWidget({ src }: { src: string }) {
  const panelId = useId();
  return (
    <div
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
      data-chat-widget=""
      data-disclosure=""
      data-focus-panel=""
    >
      <section
        id={panelId}
        aria-label="Chat with our assistant"
        hidden
        className="flex h-[min(600px,calc(100dvh-7rem))] w-[min(384px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl max-sm:fixed max-sm:inset-0 max-sm:h-dvh max-sm:w-full max-sm:rounded-none max-sm:border-0"
      >
        <div className="on-dark flex items-center justify-between gap-3 bg-ink py-2 pr-2 pl-4 text-white">
          <p className="flex items-center gap-2.5">
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600" aria-hidden="true">
              <Sparkles className="size-4" />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-sm font-semibold">Ask our assistant</span>
              <span className="text-xs text-slate-300">Automated · answers from this website</span>
            </span>
          </p>
          <button
            type="button"
            data-disclosure-close=""
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/10"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close chat</span>
          </button>
        </div>
        <div data-frame-src={src} data-frame-title="Chat assistant" className="w-full flex-1" />
      </section>
      <button
        type="button"
        data-disclosure-button=""
        aria-expanded="false"
        aria-controls={panelId}
        className="group inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-600 font-semibold text-white shadow-lg shadow-brand-900/30 hover:bg-brand-700 max-sm:px-0 sm:px-5"
      >
        <MessageCircle className="size-5 group-aria-expanded:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-aria-expanded:block" aria-hidden="true" />
        <span className="max-sm:sr-only">Chat</span>
      </button>
    </div>
  );
}
