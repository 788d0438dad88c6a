import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useState } from "react";
import type { FormMessage } from "~/forms/outcome";
import { cn } from "~/lib/cn";

interface ShownToast extends FormMessage {
  key: number;
}

type Listener = (toast: ShownToast) => void;
const listeners = new Set<Listener>();
let counter = 0;

/** Shows a toast; screen readers announce it (politely, or at once for a destructive one). */
export function toast(message: FormMessage): void {
  counter += 1;
  for (const listener of listeners) listener({ ...message, key: counter });
}

const MAX_TOASTS = 3;

/** The page's toast region (bottom right, above the chat button; full width on phones). */
export function Toaster() {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  useEffect(() => {
    const listener: Listener = (shown) => setToasts((current) => [...current.slice(-(MAX_TOASTS - 1)), shown]);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const remove = (key: number) => setToasts((current) => current.filter((item) => item.key !== key));

  return (
    <Toast.Provider swipeDirection="right" duration={7000} label="Notification">
      {toasts.map((item) => {
        const destructive = item.variant === "destructive";
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <Toast.Root
            key={item.key}
            type={destructive ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) remove(item.key);
            }}
            data-variant={item.variant}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg animate-fade-in",
              "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
              destructive ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-800",
            )}
          >
            <Icon className={cn("mt-0.5 size-5 shrink-0", destructive ? "text-red-700" : "text-emerald-600")} aria-hidden="true" />
            <div className="min-w-0">
              <Toast.Title className={cn("font-semibold", destructive ? "text-red-900" : "text-slate-900")}>{item.title}</Toast.Title>
              <Toast.Description className="mt-1 text-sm leading-relaxed">{item.description}</Toast.Description>
            </div>
            <Toast.Close
              aria-label="Dismiss notification"
              className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-black/5 hover:text-slate-900"
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-20 z-[70] flex w-full max-w-sm flex-col gap-3 p-4 outline-none sm:right-2" />
    </Toast.Provider>
  );
}
