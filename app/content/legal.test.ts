import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import {
  cookiePolicy,
  LEGAL_LAST_UPDATED,
  PRIVACY_MINIMUM_AGE,
  privacyPolicy,
  privacyRights,
  termsOfService,
  type LegalDocument,
} from "~/content/legal";

const textOf = (doc: LegalDocument) =>
  doc.sections
    .flatMap((s) =>
      s.blocks.map((b) => {
        if (b.kind === "paragraph") return b.text;
        if (b.kind === "list") return b.items.join(" ");
        if (b.kind === "terms") return b.items.map((i) => `${i.term} ${i.text}`).join(" ");
        return "";
      }),
    )
    .join(" ");

describe("privacy policy", () => {
  it("was last updated May 16, 2025", () => {
    expect(privacyPolicy.lastUpdated).toEqual({ iso: "2025-05-16", label: "May 16, 2025" });
    const formatted = new Date(`${LEGAL_LAST_UPDATED.iso}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(formatted).toBe(LEGAL_LAST_UPDATED.label);
  });

  it("has ten sections in the spec's order", () => {
    expect(privacyPolicy.sections.map((s) => s.title)).toEqual([
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Sharing Your Information",
      "Data Security",
      "Cookies and Tracking",
      "Your Rights",
      "Children's Privacy",
      "Changes to This Policy",
      "Contact Us",
    ]);
  });

  it("lists the six rights", () => {
    expect(privacyRights.map((r) => r.term)).toEqual([
      "Access",
      "Rectification",
      "Erasure",
      "Restriction",
      "Objection",
      "Data portability",
    ]);
    const rights = privacyPolicy.sections.find((s) => s.id === "your-rights")!;
    const terms = rights.blocks.find((b) => b.kind === "terms");
    expect(terms?.kind === "terms" && terms.items).toHaveLength(6);
  });

  it("is not for children under 16", () => {
    expect(PRIVACY_MINIMUM_AGE).toBe(16);
    const children = privacyPolicy.sections.find((s) => s.id === "childrens-privacy")!;
    expect(children.blocks.some((b) => b.kind === "paragraph" && b.text.includes("under 16"))).toBe(true);
  });

  it("describes what the site really does", () => {
    const text = textOf(privacyPolicy);
    expect(text).toMatch(/confirmation e-mail/);
    expect(text).toMatch(/no advertising trackers|do not use advertising trackers/);
    expect(text).toMatch(/only when you press Chat/);
    expect(text).toMatch(/only when you press Play/);
    expect(text).toContain(company.email);
  });

  it("ends with the company's contact details", () => {
    expect(privacyPolicy.sections.at(-1)!.blocks.some((b) => b.kind === "contact")).toBe(true);
  });
});

describe("terms of service and cookie policy", () => {
  it("carry a last-updated date and a contact section", () => {
    for (const doc of [termsOfService, cookiePolicy]) {
      expect(doc.lastUpdated.label).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(doc.sections.at(-1)!.blocks.some((b) => b.kind === "contact")).toBe(true);
    }
  });

  it("cookie policy says the site sets no tracking cookies of its own and names the two third-party features", () => {
    const text = textOf(cookiePolicy);
    expect(text).toMatch(/sets no cookies of its own for tracking/);
    expect(text).toMatch(/Chat/);
    expect(text).toMatch(/Play/);
  });
});

describe("legal pages", () => {
  it("have unique section ids and 140-160 character descriptions", () => {
    for (const doc of [privacyPolicy, termsOfService, cookiePolicy]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(doc.description.length, doc.title).toBeGreaterThanOrEqual(140);
      expect(doc.description.length, doc.title).toBeLessThanOrEqual(160);
    }
  });
});
