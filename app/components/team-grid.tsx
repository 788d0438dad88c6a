import { Check, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { initials, type TeamMember } from "~/content/team";

/** The leadership cards: initials avatar, name, position and bio, in the order given. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <article
            aria-labelledby={`team-member-${member.id}-heading`}
            className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-700 text-xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 id={`team-member-${member.id}-heading`} className="text-lg font-semibold">
                  {member.name}
                </h3>
                <p className="font-medium text-brand-700">{member.position}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-600">{member.bio}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Shown while no team profiles exist (or they could not be read). */
export function TeamEmptyState({
  headingId,
  title,
  text,
  points,
  links,
}: {
  headingId?: string;
  title: string;
  text: string;
  points: readonly string[];
  links: readonly { label: string; href: string }[];
}) {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
      <div>
        <div className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Users className="size-6" aria-hidden="true" />
        </div>
        <h2 id={headingId} className="mt-5 text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-slate-600">{text}</p>
        <ul className="mt-6 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-800">
              <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row md:flex-col">
        {links.map((link, index) => (
          <Button key={link.href} asChild size="lg" variant={index === 0 ? "primary" : "secondary"}>
            <Link to={link.href}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}
