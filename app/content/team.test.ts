import { describe, expect, it } from "vitest";
import { initials, sortTeamMembers, teamEmptyState, teamSeo, type TeamMember } from "~/content/team";

const member = (id: string, orderIndex: number): TeamMember => ({ id, name: `Person ${id}`, position: "Role", bio: "Bio", orderIndex });

describe("sortTeamMembers", () => {
  it("orders by orderIndex ascending", () => {
    const sorted = sortTeamMembers([member("c", 3), member("a", 1), member("d", 10), member("b", 2)]);
    expect(sorted.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("handles zero and negative indexes and keeps ties in their given order", () => {
    const sorted = sortTeamMembers([member("x", 2), member("y", 0), member("z", 2), member("w", -1)]);
    expect(sorted.map((m) => m.id)).toEqual(["w", "y", "x", "z"]);
  });

  it("does not mutate its input", () => {
    const input = [member("b", 2), member("a", 1)];
    sortTeamMembers(input);
    expect(input.map((m) => m.id)).toEqual(["b", "a"]);
  });

  it("returns an empty list for no members", () => {
    expect(sortTeamMembers([])).toEqual([]);
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initials("Ana María López")).toBe("AL");
    expect(initials("jordan")).toBe("J");
    expect(initials("  Sam   Lee ")).toBe("SL");
    expect(initials("")).toBe("?");
  });
});

describe("team page", () => {
  it("invites a conversation while the team table is empty: a demo or a message, never a placeholder notice", () => {
    expect(teamEmptyState.links.map((l) => l.href)).toEqual(["/book-demo", "/contact"]);
    expect(`${teamEmptyState.title} ${teamEmptyState.text}`).not.toMatch(/on their way|coming soon|placeholder/i);
  });

  it("has a 140-160 character description", () => {
    expect(teamSeo.description.length).toBeGreaterThanOrEqual(140);
    expect(teamSeo.description.length).toBeLessThanOrEqual(160);
  });
});
