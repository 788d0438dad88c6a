import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";

/** A form's submit button: disabled with the spec's "...ing" label while the post is on its way. */
export function SubmitButton({ busy, label, busyLabel, className }: { busy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className={className}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}
