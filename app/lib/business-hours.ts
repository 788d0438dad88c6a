// Business hours as the company keeps them (its opening days and hours, in its time zone): when
// the site's promise to reply "within 24 business hours" falls due for a lead, and since when a
// lead still waiting has missed it. No public holidays: the company's facts name none.
import type { OpeningHours } from "~/content/company";
import { wallClock } from "~/lib/time-zone";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const HOUR = 3_600_000;
/** Far more days than any count of business hours the workspace asks about spans. */
const MAX_DAYS = 366;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone).offsetMinutes * 60_000;
}

/** The instant the zone's clocks show `minutes` past midnight on the calendar day `day` (a UTC midnight standing for it). */
function wallTime(day: number, minutes: number, timeZone: string): number {
  const wall = day + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  // Across a change of offset, the offset at the answer is the one that counts.
  return wall - offsetAt(first, timeZone);
}

/** The calendar day (as its UTC midnight) the zone's clocks show at `instant`. */
function dayOf(instant: number, timeZone: string): number {
  const wall = instant + offsetAt(instant, timeZone);
  return wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
}

/** The opening hours of the calendar day `day`, as instants; undefined on a closed day. */
function openInterval(day: number, hours: OpeningHours): [number, number] | undefined {
  if (!hours.days.includes(DAY_NAMES[new Date(day).getUTCDay()]!)) return undefined;
  return [wallTime(day, minutesOf(hours.opens), hours.timeZone), wallTime(day, minutesOf(hours.closes), hours.timeZone)];
}

/** When `count` business hours have passed since `start` (time outside opening hours does not count). */
export function addBusinessHours(start: Date, count: number, hours: OpeningHours): Date {
  let left = count * HOUR;
  const from = start.getTime();
  let day = dayOf(from, hours.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, day += 86_400_000) {
    const open = openInterval(day, hours);
    if (!open) continue;
    const begin = Math.max(open[0], from);
    if (begin >= open[1]) continue;
    if (open[1] - begin >= left) return new Date(begin + left);
    left -= open[1] - begin;
  }
  throw new Error(`no ${count} business hours within ${MAX_DAYS} days`);
}

/**
 * The latest moment a lead may have arrived and have had `count` business hours by `now`: every
 * lead that arrived at or before it has (addBusinessHours(arrival, count) <= now).
 */
export function businessHoursBefore(now: Date, count: number, hours: OpeningHours): Date {
  let left = count * HOUR;
  const until = now.getTime();
  let day = dayOf(until, hours.timeZone);
  for (let i = 0; i < MAX_DAYS; i++, day -= 86_400_000) {
    const open = openInterval(day, hours);
    if (!open) continue;
    const end = Math.min(open[1], until);
    if (end <= open[0]) continue;
    if (end - open[0] >= left) return new Date(end - left);
    left -= end - open[0];
  }
  throw new Error(`no ${count} business hours within ${MAX_DAYS} days`);
}

/** When the company opens on the day `now` falls on (in its time zone); undefined on a closed day. */
export function openingOn(now: Date, hours: OpeningHours): Date | undefined {
  const open = openInterval(dayOf(now.getTime(), hours.timeZone), hours);
  return open ? new Date(open[0]) : undefined;
}
