/**
 * The team page's data as staff change it: members of team_members (the spec's id, name,
 * position, bio, order_index) added, edited, moved up or down and removed. /our-team reads the
 * table on every request, so a change shows there at once. Authorization and the audit log are
 * the caller's: these functions trust whoever calls them.
 */
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { UNUSUAL_CHARS } from "~/forms/field-rules";
import { TEAM_LIMITS } from "~/lib/site-data-fields";
import { transaction, type Database } from "~/server/db/client.server";
import { teamMembers } from "~/server/db/schema.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TeamMemberRow {
  id: string;
  name: string;
  position: string;
  bio: string;
  orderIndex: number;
}

const columns = {
  id: teamMembers.id,
  name: teamMembers.name,
  position: teamMembers.position,
  bio: teamMembers.bio,
  orderIndex: teamMembers.orderIndex,
};
// The public page's order (listTeamMembers), with the id to settle ties for good.
const displayOrder = [asc(teamMembers.orderIndex), asc(teamMembers.name), asc(teamMembers.id)];

/** A required text of at most `max` characters, trimmed; `what` names it in the messages. */
function requiredText(what: string, max: number) {
  return z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} to ${max.toLocaleString("en-US")} characters or fewer.`)
    .refine((value) => !UNUSUAL_CHARS.test(value), `The ${what} contains a character that cannot be shown.`);
}

/** What staff type for a member; the order is changed by moving, not typed. */
export const teamMemberSchema = z.object({
  name: requiredText("name", TEAM_LIMITS.name),
  position: requiredText("position", TEAM_LIMITS.position),
  bio: requiredText("bio", TEAM_LIMITS.bio),
});

export type TeamMemberInput = z.output<typeof teamMemberSchema>;
export type TeamField = keyof TeamMemberInput;

export type TeamFailure =
  | { ok: false; reason: "invalid"; message: string; errors: Partial<Record<TeamField, string>> }
  | { ok: false; reason: "not-found"; message: string };

const notFound: TeamFailure = { ok: false, reason: "not-found", message: "There is no such team member (removed meanwhile?)." };

function parse(raw: Record<string, unknown>): { ok: true; data: TeamMemberInput } | TeamFailure {
  const parsed = teamMemberSchema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<TeamField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TeamField;
    errors[field] ??= issue.message;
  }
  const count = Object.keys(errors).length;
  return {
    ok: false,
    reason: "invalid",
    errors,
    message: count === 1 ? "Please correct the marked field." : `Please correct the ${count} marked fields.`,
  };
}

/** Every member in the order /our-team shows them. */
export async function listTeam(db: Database): Promise<TeamMemberRow[]> {
  return db
    .select(columns)
    .from(teamMembers)
    .orderBy(...displayOrder);
}

/** One member; undefined for an unknown or malformed id. */
export async function getTeamMember(db: Database, id: string): Promise<TeamMemberRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [member] = await db.select(columns).from(teamMembers).where(eq(teamMembers.id, id));
  return member;
}

/** Adds a member at the end of the page. */
export async function addTeamMember(
  db: Database,
  raw: Record<string, unknown>,
): Promise<{ ok: true; member: TeamMemberRow } | TeamFailure> {
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  const [member] = await db
    .insert(teamMembers)
    .values({ ...parsed.data, orderIndex: sql`(select coalesce(max(${teamMembers.orderIndex}), 0) + 1 from ${teamMembers})` })
    .returning(columns);
  return { ok: true, member: member! };
}

export type TeamChanges = Partial<Record<TeamField, { from: string; to: string }>>;

/** Changes a member's name, position and bio; returns what changed, from what to what, for the audit log. */
export async function updateTeamMember(
  db: Database,
  id: string,
  raw: Record<string, unknown>,
): Promise<{ ok: true; member: TeamMemberRow; changes: TeamChanges } | TeamFailure> {
  if (!UUID.test(id)) return notFound;
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  return transaction(db, async (tx) => {
    const [current] = await tx.select(columns).from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!current) return notFound;
    const changes: TeamChanges = {};
    for (const field of ["name", "position", "bio"] as const) {
      if (parsed.data[field] !== current[field]) changes[field] = { from: current[field], to: parsed.data[field] };
    }
    if (Object.keys(changes).length === 0) return { ok: true, member: current, changes };
    const [member] = await tx.update(teamMembers).set(parsed.data).where(eq(teamMembers.id, id)).returning(columns);
    return { ok: true, member: member!, changes };
  });
}

export interface TeamMove {
  ok: true;
  member: TeamMemberRow;
  /** False when the member was already first (up) or last (down). */
  moved: boolean;
  /** 1-based places on the page, before and after. */
  from: number;
  to: number;
  count: number;
}

/**
 * Swaps a member with the one above or below. The whole team is locked and numbered 1…n again
 * (only rows whose number changes are written), so equal order_index values from a seed file
 * or two adds at once never make a move do nothing.
 */
export async function moveTeamMember(db: Database, id: string, direction: string): Promise<TeamMove | TeamFailure> {
  if (!UUID.test(id)) return notFound;
  if (direction !== "up" && direction !== "down") return { ok: false, reason: "invalid", message: "Move a member up or down.", errors: {} };
  return transaction(db, async (tx) => {
    const team = await tx
      .select(columns)
      .from(teamMembers)
      .orderBy(...displayOrder)
      .for("update");
    const from = team.findIndex((member) => member.id === id);
    if (from === -1) return notFound;
    const to = direction === "up" ? from - 1 : from + 1;
    const member = team[from]!;
    if (to < 0 || to >= team.length) return { ok: true, member, moved: false, from: from + 1, to: from + 1, count: team.length };
    [team[from], team[to]] = [team[to]!, team[from]!];
    for (const [index, row] of team.entries()) {
      if (row.orderIndex !== index + 1)
        await tx
          .update(teamMembers)
          .set({ orderIndex: index + 1 })
          .where(eq(teamMembers.id, row.id));
    }
    return { ok: true, member: { ...member, orderIndex: to + 1 }, moved: true, from: from + 1, to: to + 1, count: team.length };
  });
}

/** Removes a member from the page for good; returns what was removed, for the audit log. */
export async function removeTeamMember(db: Database, id: string): Promise<{ ok: true; member: TeamMemberRow } | TeamFailure> {
  if (!UUID.test(id)) return notFound;
  const [member] = await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning(columns);
  return member ? { ok: true, member } : notFound;
}
