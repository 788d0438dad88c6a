// A time zone's wall clock, read once with Intl for every use: webinar times in JSON-LD, business
// hours, and the CSV export's times.
import { dateFormat } from "~/lib/formats";

/** What the clocks of `timeZone` show at `instant`, to the second, and their offset from UTC. */
export function wallClock(instant: Date | number, timeZone: string): { local: string; offsetMinutes: number } {
  const parts = Object.fromEntries(
    dateFormat({
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const wholeSeconds = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  return { local, offsetMinutes: Math.round((Date.parse(`${local}Z`) - wholeSeconds) / 60_000) };
}
