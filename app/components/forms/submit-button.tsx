import { Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A lead form's submit button. While the post is on its way app/enhance/lead-forms.ts disables it
 * and shows the spec's "...ing" label (`data-busy-label`) with a spinner.
 */
export function SubmitButton({
  label,
  busyLabel,
  className,
  size = "lg",
}: {
  label: string;
  busyLabel: string;
  className?: string;
  size?: "md" | "lg";
}) {
  return (
    <Button type="submit" size={size} data-label={label} data-busy-label={busyLabel} className={cn(className)}>
      <span data-busy-icon="" hidden>
        <Loader2 className="animate-spin" aria-hidden="true" />
      </span>
      <span data-label-text="">{label}</span>
    </Button>
  );
}
