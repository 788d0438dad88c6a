// The workspace's members: listed for the pages, added and removed by an owner (the workspace's
// Staff page) or by `npm run staff` on the server. Each change is in the audit log.
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { canonicalEmail } from "~/forms/email-address";
import { UNUSUAL_CHARS } from "~/forms/field-rules";
import { MAX_STAFF_NAME } from "~/lib/staff-auth";
import { audit } from "~/server/auth/auth.server";
import { transaction, type Database, type Transaction } from "~/server/db/client.server";
import { staffRoles, staffUsers, type StaffRole } from "~/server/db/schema.server";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
}

/** Who made a change: a member of staff, or the command line. */
export interface Actor {
  actorId?: string | null;
  actorEmail: string;
}

export type StaffChange = { ok: true; message: string; email: string } | { ok: false; message: string };

/** A role change that waits for the owner's confirmation: nothing has changed yet. */
export interface RoleToConfirm {
  ok: false;
  message: string;
  confirm: { email: string; to: StaffRole };
}

/** Every member, by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role, createdAt: staffUsers.createdAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
}

/** Owners other than `exceptId`: the last owner may not go, or nobody could invite anyone again. */
async function otherOwners(db: Database | Transaction, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), ne(staffUsers.id, exceptId)));
  return row?.n ?? 0;
}

/**
 * Adds a member (or, for an address that is one already, sets the role). The address is taken in
 * the forms' canonical spelling; the name defaults to the address's local part.
 */
export async function addStaff(db: Database, input: { email: string; role?: string; name?: string }, actor: Actor): Promise<StaffChange> {
  const email = canonicalEmail(input.email ?? "");
  if (!email) return { ok: false, message: "Enter an e-mail address, such as name@company.com." };
  const role = (input.role || "staff") as StaffRole;
  if (!staffRoles.includes(role)) return { ok: false, message: "Choose owner or staff." };
  const name = input.name?.trim().slice(0, MAX_STAFF_NAME) || email.split("@")[0]!;
  return transaction(db, async (tx) => {
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for("update");
    if (existing) {
      if (existing.role === role) return { ok: true, email, message: `${email} is a member already (${role}).` };
      return applyRole(tx, existing, role, actor);
    }
    await tx.insert(staffUsers).values({ id: randomUUID(), email, name, role });
    await audit(tx, { ...actor, action: "staff.add", target: email, details: { role } });
    return { ok: true, email, message: `Added ${email} (${role}).` };
  });
}

/**
 * Sets a member's role, only once `confirmed`: until then the answer says what would change and
 * nothing does, so a stray post (a keystroke on a select, a forged single field) never makes or
 * unmakes an owner. Never adds a member.
 */
export async function setStaffRole(
  db: Database,
  input: { email: string; role: string; confirmed: boolean },
  actor: Actor,
): Promise<StaffChange | RoleToConfirm> {
  const email = canonicalEmail(input.email ?? "") ?? input.email;
  const role = input.role as StaffRole;
  if (!staffRoles.includes(role)) return { ok: false, message: "Choose owner or staff." };
  return transaction(db, async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for("update");
    if (!member) return { ok: false, message: `${email} is not a member of staff.` };
    if (member.role === role)
      return { ok: true, email, message: `${email} is ${role === "owner" ? "an owner" : "staff"} already; nothing changed.` };
    if (!input.confirmed) {
      const question = role === "owner" ? `Make ${member.name} an owner?` : `Make ${member.name} staff?`;
      return {
        ok: false,
        message: `${question} Nothing has changed yet; confirm to apply it.`,
        confirm: { email, to: role },
      };
    }
    return applyRole(tx, member, role, actor);
  });
}

/** The role change itself, in the caller's transaction (the member's row locked): the last owner stays one. */
async function applyRole(
  tx: Transaction,
  member: { id: string; email: string; role: StaffRole },
  role: StaffRole,
  actor: Actor,
): Promise<StaffChange> {
  const { email } = member;
  if (role === "staff" && (await otherOwners(tx, member.id)) === 0) {
    return { ok: false, message: `${email} is the only owner; make someone else an owner first.` };
  }
  await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, member.id));
  await audit(tx, { ...actor, action: "staff.role", target: email, details: { from: member.role, to: role } });
  return { ok: true, email, message: `${email} is now ${role === "owner" ? "an owner" : "staff"}.` };
}

/**
 * A member's own new name, as the workspace shows it: trimmed, 1 to MAX_STAFF_NAME characters,
 * no control characters; the change is in the audit log. (The auth library's own endpoint for
 * it is off: see AUTH_ENDPOINTS.)
 */
export async function renameStaff(db: Database, input: { id: string; name: string }, actor: Actor): Promise<StaffChange> {
  const name = input.name.trim();
  if (!name) return { ok: false, message: "Enter your name." };
  if (name.length > MAX_STAFF_NAME) return { ok: false, message: `Keep your name under ${MAX_STAFF_NAME} characters.` };
  if (UNUSUAL_CHARS.test(name)) return { ok: false, message: "Remove unusual characters from your name." };
  return transaction(db, async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.id)).for("update");
    if (!member) return { ok: false, message: "You are no longer a member of staff." };
    if (member.name === name) return { ok: true, email: member.email, message: "Your name is unchanged." };
    await tx.update(staffUsers).set({ name, updatedAt: new Date() }).where(eq(staffUsers.id, member.id));
    await audit(tx, { ...actor, action: "staff.rename", target: member.email, details: { from: member.name, to: name } });
    return { ok: true, email: member.email, message: `Your name is now ${name}.` };
  });
}

/** Removes a member; their sessions and passkeys go with them (foreign keys). */
export async function removeStaff(db: Database, rawEmail: string, actor: Actor): Promise<StaffChange> {
  const email = canonicalEmail(rawEmail ?? "") ?? rawEmail;
  return transaction(db, async (tx) => {
    const [member] = await tx.select().from(staffUsers).where(eq(staffUsers.email, email)).for("update");
    if (!member) return { ok: false, message: `${email} is not a member of staff.` };
    if (member.role === "owner" && (await otherOwners(tx, member.id)) === 0) {
      return { ok: false, message: `${email} is the only owner and cannot be removed.` };
    }
    await tx.delete(staffUsers).where(eq(staffUsers.id, member.id));
    await audit(tx, { ...actor, action: "staff.remove", target: email });
    return { ok: true, email, message: `Removed ${email}; their sessions have ended.` };
  });
}
