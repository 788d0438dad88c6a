import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, utcStamp } from "~/server/mail/templates/ics.server";

const event = {
  uid: "webinar-1@www.example.com",
  stamp: new Date("2026-11-21T08:00:00.123Z"),
  start: new Date("2026-12-10T19:00:00Z"),
  end: new Date("2026-12-10T20:00:00Z"),
  summary: "Ünïcödé summary, with commas; semicolons and a back\\slash — long enough to need folding here",
  description: "First line\nSecond line, with “quotes” and emoji 🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖🤖",
  location: "Online",
  organizer: { name: 'Piedmont "AI" Works', email: "hello@example.com" },
};

describe("calendar file", () => {
  const ics = buildIcs(event, "-//Piedmont AI Works//Website//EN");

  it("uses CRLF line endings only and ends with one", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds every line at 75 octets without splitting a character", () => {
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(ics).not.toContain("\uFFFD");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${escapeText(event.summary)}\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:${escapeText(event.description)}\r\n`);
  });

  it("escapes TEXT values per RFC 5545", () => {
    expect(escapeText("a, b; c\\d\r\nnext\nlast")).toBe("a\\, b\\; c\\\\d\\nnext\\nlast");
  });

  it("writes times in UTC and the required event fields", () => {
    expect(utcStamp(event.stamp)).toBe("20261121T080000Z");
    const unfolded = ics.replace(/\r\n /g, "");
    for (const line of [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:webinar-1@www.example.com",
      "DTSTAMP:20261121T080000Z",
      "DTSTART:20261210T190000Z",
      "DTEND:20261210T200000Z",
      'ORGANIZER;CN="Piedmont AI Works":mailto:hello@example.com',
      "END:VEVENT",
    ]) {
      expect(unfolded.split("\r\n")).toContain(line);
    }
  });

  it("leaves short lines alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });
});
