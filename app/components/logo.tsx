import { useId } from "react";
import { company } from "~/content/company";

/** The brand mark: a node graph inside a rounded square, drawn as SVG. */
export function LogoMark({ className }: { className?: string }) {
  // The header and the footer both draw the mark: each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 22 16 9l7 13M11.5 17.5h9" fill="none" stroke="#0b1120" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="2.2" fill="#0b1120" />
      <circle cx="9" cy="22" r="2.2" fill="#0b1120" />
      <circle cx="23" cy="22" r="2.2" fill="#0b1120" />
    </svg>
  );
}

export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <span className={className}>
      <LogoMark className="size-8 shrink-0" />
      <span className={`font-bold tracking-tight whitespace-nowrap ${nameClassName ?? ""}`}>{company.name}</span>
    </span>
  );
}
