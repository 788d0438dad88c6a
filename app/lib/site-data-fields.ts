// Limits and choices of the workspace's team and webinar forms, shared by the server's schemas
// (app/server/admin/team.server.ts, webinars.server.ts) and the pages' fields.

/** The longest text each team member field takes; /our-team shows them in full. */
export const TEAM_LIMITS = { name: 100, position: 120, bio: 2_000 } as const;

export const WEBINAR_LIMITS = { title: 200, slug: 80, description: 2_000 } as const;
/** A webinar's length in minutes: at least a quarter of an hour, at most a working day. */
export const WEBINAR_DURATION = { min: 15, max: 480, default: 60 } as const;

/** Registrants a webinar's page lists; its export has them all. */
export const REGISTRANTS_SHOWN = 500;

/** Lowercase words of letters and digits joined by single hyphens: "ai-for-small-business". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The company's own zone, in which most webinars are announced. */
export const DEFAULT_WEBINAR_TIME_ZONE = "America/New_York";

/** The zones the form offers; a webinar seeded in another IANA zone keeps its own. */
export const WEBINAR_TIME_ZONES = [
  { id: "America/New_York", label: "Eastern time (New York)" },
  { id: "America/Chicago", label: "Central time (Chicago)" },
  { id: "America/Denver", label: "Mountain time (Denver)" },
  { id: "America/Phoenix", label: "Mountain time without DST (Phoenix)" },
  { id: "America/Los_Angeles", label: "Pacific time (Los Angeles)" },
  { id: "America/Anchorage", label: "Alaska time (Anchorage)" },
  { id: "Pacific/Honolulu", label: "Hawaii time (Honolulu)" },
  { id: "Europe/London", label: "UK time (London)" },
  { id: "Europe/Berlin", label: "Central European time (Berlin)" },
  { id: "UTC", label: "UTC" },
] as const;

/** A slug made from a title: "Generative AI: Where to Start?" -> "generative-ai-where-to-start". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, WEBINAR_LIMITS.slug)
    .replace(/-+$/g, "");
}
