import { describe, expect, it } from "vitest";
import { leadDigestContent } from "~/server/mail/templates/lead-digest.server";
import { MAX_FIRST_NAME_LENGTH, safeFirstName, visitorGreeting } from "~/server/mail/templates/content.server";

describe("safeFirstName", () => {
  it.each([
    "Ada",
    "José",
    "Mary-Jane",
    "O'Brien",
    "D’Arcy",
    "李",
    "Анна",
    "محمد",
    "佐々木",
    "Mary Ann",
    "Maria del Carmen",
    "J. Robert",
    "J.",
    "Zoë",
  ])("keeps %s", (name) => {
    expect(safeFirstName(name)).toBe(name);
  });

  it("trims and joins spaces, and composes accents", () => {
    expect(safeFirstName("  Mary \t Ann \n")).toBe("Mary Ann");
    expect(safeFirstName("Jose\u0301")).toBe("José");
  });

  it.each([
    ["a domain", "evil.com"],
    ["a short domain", "x.co"],
    ["a domain with a path", "evil.com/win"],
    ["www", "www.x"],
    ["www without a dot", "wwwevil"],
    ["a URL", "http://x"],
    ["a scheme alone", "javascript:alert"],
    ["a slash", "a/b"],
    ["a backslash", "a\\b"],
    ["an address", "x@y.z"],
    ["an at sign", "Ada@"],
    ["a spaced-out domain", "Visit evil . com"],
    ["dotted initials", "J.R."],
    ["a period after a word", "Ada."],
    ["digits", "Ada2"],
    ["a number", "1234"],
    ["markup", "<b>Ada</b>"],
    ["a full-width dot", "evil．com"],
    ["an ideographic full stop", "evil。com"],
    ["a middle dot", "evil·com"],
    ["an invisible character", "Ada\u200Bevil"],
    ["a right-to-left override", "Ada\u202Emoc.live"],
    ["a header smuggled after a line break", "Ada\r\nBcc: victim@example.net"],
    ["two hyphens", "xn--evil"],
    ["a leading hyphen", "-Ada"],
    ["a trailing apostrophe", "Ada'"],
    ["emoji", "Ada 🎉"],
    ["a sentence", "Click here to win a prize"],
    ["too long", "A".repeat(MAX_FIRST_NAME_LENGTH + 1)],
    ["blank", "   "],
    ["empty", ""],
  ])("refuses %s", (_what, name) => {
    expect(safeFirstName(name)).toBeUndefined();
  });

  it("accepts a name of exactly the longest length, and nothing that is not a string", () => {
    expect(safeFirstName("A".repeat(MAX_FIRST_NAME_LENGTH))).toBe("A".repeat(MAX_FIRST_NAME_LENGTH));
    expect(safeFirstName(undefined)).toBeUndefined();
    expect(safeFirstName(null)).toBeUndefined();
    expect(safeFirstName(42 as unknown as string)).toBeUndefined();
  });
});

describe("visitorGreeting", () => {
  it("greets by a plain first name, and neutrally otherwise", () => {
    expect(visitorGreeting("Ada")).toBe("Hi Ada,");
    expect(visitorGreeting("www.evil.example")).toBe("Hi there,");
    expect(visitorGreeting("")).toBe("Hi there,");
    expect(visitorGreeting()).toBe("Hi there,");
  });
});

describe("the hourly digest of leads saved without a notification", () => {
  it("counts them by form, says when in the company's time, and links the inbox", () => {
    const since = new Date("2026-11-27T14:00:00Z");
    const many = leadDigestContent({ since, counts: { contact: 9, newsletter: 3 }, siteUrl: "https://www.example.com/" });
    expect(many.subject).toBe("12 more leads in the last hour");
    expect(many.paragraphs[0]!.replace(/\s/g, " ")).toContain("in the hour from Nov 27, 2026, 9:00 AM without a mail of their own");
    expect(many.details?.rows).toEqual([
      { label: "Contact message", value: "9" },
      { label: "Newsletter subscription", value: "3" },
    ]);
    expect(many.action).toEqual({ label: "Open the inbox", href: "https://www.example.com/admin/leads" });
    expect(leadDigestContent({ since, counts: { demo: 1 }, siteUrl: "https://www.example.com" }).subject).toBe(
      "1 more lead in the last hour",
    );
  });
});
