import { MessageCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";

/**
 * The floating Chat button and its frame (about 384 x 600 px). The frame's URL is set only
 * the first time it opens, so the chatbot app costs nothing until a visitor asks for it;
 * after that it stays mounted (hidden) so a conversation survives closing the panel.
 */
export function ChatWidget({ src }: { src: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      setLoaded(true);
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      buttonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) setOpen(false);
      }}
    >
      <section
        id={panelId}
        aria-label="Chat with our assistant"
        hidden={!open}
        className="flex h-[min(600px,calc(100dvh-7rem))] w-[min(384px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
      >
        <div className="on-dark flex items-center justify-between bg-ink px-4 py-2 text-white">
          <p className="text-sm font-semibold">Chat with us</p>
          <button
            ref={closeRef}
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/10"
          >
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close chat</span>
          </button>
        </div>
        {loaded && <iframe title="Chat assistant" src={src} className="w-full flex-1 border-0" loading="eager" />}
      </section>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-brand-600 font-semibold max-sm:px-0 sm:px-5 text-white shadow-lg shadow-brand-900/30 hover:bg-brand-700",
        )}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <MessageCircle className="size-5" aria-hidden="true" />}
        <span className="max-sm:sr-only">Chat</span>
      </button>
    </div>
  );
}
