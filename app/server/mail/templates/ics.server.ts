/**
 * A calendar file (RFC 5545) for one event: CRLF line endings, TEXT values escaped, lines folded
 * at 75 octets without splitting a UTF-8 character. METHOD:PUBLISH makes it an event to add to a
 * calendar, not a meeting request whose RSVP would go to an unattended address.
 */
export interface CalendarEvent {
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer?: { name: string; email: string };
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n?|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
  );
}

/** 20261210T190000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: CalendarEvent, productId: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid.replace(/[\r\n]/g, "")}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, "")}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/["\r\n]/g, "")}":mailto:${event.organizer.email.replace(/[\s"]/g, "")}`]
      : []),
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
