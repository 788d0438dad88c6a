// The team page's data as staff change it: members added at the end, edited, moved up and down,
// removed, each checked with the field rules and messages staff see; /our-team's own query
// (listTeamMembers) shows every change at once. On the embedded PostgreSQL and, with
// TEST_DATABASE_URL, PostgreSQL.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEAM_LIMITS } from "~/lib/site-data-fields";
import { addTeamMember, getTeamMember, listTeam, moveTeamMember, removeTeamMember, updateTeamMember } from "~/server/admin/team.server";
import type { Database } from "~/server/db/client.server";
import { teamMembers } from "~/server/db/schema.server";
import { listTeamMembers } from "~/server/team.server";
import { targets, useMigratedDatabase } from "./databases";

const avery = { name: "Avery Stone", position: "Founder & Principal AI Engineer", bio: "Designs chatbots.\nLeads every project." };
const jordan = { name: "Jordan Lee", position: "Head of Training", bio: "Teaches the AWS courses." };
const sam = { name: "Sam Ortiz", position: "Solutions Architect", bio: "Connects assistants to the tools a business uses." };

/** The names on /our-team, in its order. */
async function page(db: Database): Promise<string[]> {
  return (await listTeamMembers(db)).map((member) => member.name);
}

async function add(db: Database, member: Record<string, unknown>): Promise<string> {
  const result = await addTeamMember(db, member);
  if (!result.ok) throw new Error(result.message);
  return result.member.id;
}

describe.each(targets)("the team on $name", (target) => {
  describe("adding, editing and removing", () => {
    const database = useMigratedDatabase(target);

    it("adds members at the end of /our-team, trimmed, line breaks kept", async () => {
      const { db } = database();
      const first = await addTeamMember(db, { name: "  Avery Stone ", position: avery.position, bio: avery.bio });
      expect(first).toMatchObject({ ok: true, member: { name: "Avery Stone", orderIndex: 1, bio: avery.bio } });
      await add(db, jordan);
      expect(await page(db)).toEqual(["Avery Stone", "Jordan Lee"]);
      expect((await listTeam(db)).map((member) => member.orderIndex)).toEqual([1, 2]);
    });

    it("refuses a member with a field missing, too long or with a control character, naming each field", async () => {
      const { db } = database();
      expect(await addTeamMember(db, { name: " ", position: "", bio: "x".repeat(TEAM_LIMITS.bio + 1) })).toEqual({
        ok: false,
        reason: "invalid",
        message: "Please correct the 3 marked fields.",
        errors: {
          name: "Enter the name.",
          position: "Enter the position.",
          bio: "Keep the bio to 2,000 characters or fewer.",
        },
      });
      expect(await addTeamMember(db, { ...sam, name: "Sam\u0007" })).toMatchObject({
        ok: false,
        message: "Please correct the marked field.",
        errors: { name: "The name contains a character that cannot be shown." },
      });
      expect(await addTeamMember(db, { position: sam.position, bio: sam.bio })).toMatchObject({
        ok: false,
        errors: { name: "Enter the name." },
      });
      expect(await page(db)).toEqual(["Avery Stone", "Jordan Lee"]);
    });

    it("edits a member and reports what changed, from what to what; the page shows it at once", async () => {
      const { db } = database();
      const [first] = await listTeam(db);
      const result = await updateTeamMember(db, first!.id, { ...avery, name: "Avery Stone-Park", position: "Founder" });
      expect(result).toMatchObject({
        ok: true,
        changes: { name: { from: "Avery Stone", to: "Avery Stone-Park" }, position: { from: avery.position, to: "Founder" } },
      });
      expect(result.ok && Object.keys(result.changes)).toEqual(["name", "position"]);
      expect(await page(db)).toEqual(["Avery Stone-Park", "Jordan Lee"]);
      expect(await getTeamMember(db, first!.id)).toMatchObject({ name: "Avery Stone-Park", position: "Founder", bio: avery.bio });

      expect(await updateTeamMember(db, first!.id, { ...avery, name: "Avery Stone-Park", position: "Founder" })).toMatchObject({
        ok: true,
        changes: {},
      });
      expect(await updateTeamMember(db, first!.id, { ...avery, bio: "" })).toMatchObject({ ok: false, errors: { bio: "Enter the bio." } });
      expect(await updateTeamMember(db, randomUUID(), avery)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await updateTeamMember(db, "not-an-id", avery)).toMatchObject({ ok: false, reason: "not-found" });
    });

    it("removes a member from the page and answers what was removed; a second removal finds nothing", async () => {
      const { db } = database();
      const id = await add(db, sam);
      expect(await page(db)).toEqual(["Avery Stone-Park", "Jordan Lee", "Sam Ortiz"]);
      expect(await removeTeamMember(db, id)).toMatchObject({ ok: true, member: { id, name: "Sam Ortiz", position: sam.position } });
      expect(await page(db)).toEqual(["Avery Stone-Park", "Jordan Lee"]);
      expect(await removeTeamMember(db, id)).toMatchObject({ ok: false, reason: "not-found" });
      expect(await getTeamMember(db, id)).toBeUndefined();
    });
  });

  describe("reordering", () => {
    const database = useMigratedDatabase(target);

    it("moves a member up and down one place at a time, and not past either end", async () => {
      const { db } = database();
      const a = await add(db, avery);
      const j = await add(db, jordan);
      const s = await add(db, sam);
      expect(await moveTeamMember(db, s, "up")).toMatchObject({
        ok: true,
        moved: true,
        from: 3,
        to: 2,
        count: 3,
        member: { name: "Sam Ortiz" },
      });
      expect(await page(db)).toEqual(["Avery Stone", "Sam Ortiz", "Jordan Lee"]);
      expect(await moveTeamMember(db, a, "down")).toMatchObject({ moved: true, from: 1, to: 2 });
      expect(await page(db)).toEqual(["Sam Ortiz", "Avery Stone", "Jordan Lee"]);
      expect(await moveTeamMember(db, s, "up")).toMatchObject({ ok: true, moved: false, from: 1, to: 1 });
      expect(await moveTeamMember(db, j, "down")).toMatchObject({ ok: true, moved: false, from: 3, to: 3 });
      expect(await page(db)).toEqual(["Sam Ortiz", "Avery Stone", "Jordan Lee"]);
      expect(await moveTeamMember(db, j, "sideways")).toMatchObject({ ok: false, reason: "invalid" });
      expect(await moveTeamMember(db, randomUUID(), "up")).toMatchObject({ ok: false, reason: "not-found" });
    });

    it("moves members whose order numbers are equal or far apart (a seed file's), numbering the page 1 to n", async () => {
      const { db } = database();
      await db.delete(teamMembers);
      const [b, c, a] = await db
        .insert(teamMembers)
        .values([
          { ...jordan, name: "Blake", orderIndex: 5 },
          { ...jordan, name: "Casey", orderIndex: 5 },
          { ...jordan, name: "Alex", orderIndex: 40 },
        ])
        .returning({ id: teamMembers.id });
      expect(await page(db)).toEqual(["Blake", "Casey", "Alex"]);
      expect(await moveTeamMember(db, c!.id, "up")).toMatchObject({ moved: true, from: 2, to: 1 });
      expect(await page(db)).toEqual(["Casey", "Blake", "Alex"]);
      expect((await listTeam(db)).map((member) => member.orderIndex)).toEqual([1, 2, 3]);
      expect(await moveTeamMember(db, a!.id, "up")).toMatchObject({ moved: true, from: 3, to: 2 });
      expect(await page(db)).toEqual(["Casey", "Alex", "Blake"]);
      // A member added afterwards goes after all of them.
      await add(db, { ...sam, name: "Drew" });
      expect(await page(db)).toEqual(["Casey", "Alex", "Blake", "Drew"]);
      expect(b).toBeDefined();
    });

    it("keeps the order whole when members are moved at the same time", async () => {
      const { db } = database();
      const ids = (await listTeam(db)).map((member) => member.id);
      await Promise.all([moveTeamMember(db, ids[3]!, "up"), moveTeamMember(db, ids[0]!, "down"), moveTeamMember(db, ids[2]!, "up")]);
      const after = await listTeam(db);
      expect(after.map((member) => member.orderIndex)).toEqual([1, 2, 3, 4]);
      expect(new Set(after.map((member) => member.id))).toEqual(new Set(ids));
    });
  });
});
