import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { addBusinessHours, businessHoursBefore } from "./business-hours";

const hours = company.openingHours;
/** An instant written as Concord's clocks show it ("2026-11-27 16:00", EST or EDT as the date has it). */
const at = (local: string, offset = "-05:00") => new Date(`${local.replace(" ", "T")}:00${offset}`);

describe("business hours (Monday to Friday, 9 to 5, New York time)", () => {
  it("counts only opening hours: Friday 4 PM plus 24 hours is Wednesday 4 PM", () => {
    expect(addBusinessHours(at("2026-11-27 16:00"), 24, hours)).toEqual(at("2026-12-02 16:00"));
  });

  it("starts a lead that came in at night or at the weekend at the next opening", () => {
    expect(addBusinessHours(at("2026-11-28 11:00"), 24, hours)).toEqual(at("2026-12-02 17:00"));
    expect(addBusinessHours(at("2026-11-30 07:30"), 8, hours)).toEqual(at("2026-11-30 17:00"));
    expect(addBusinessHours(at("2026-11-30 17:30"), 1, hours)).toEqual(at("2026-12-01 10:00"));
  });

  it("keeps to the wall clock across the change to summer time", () => {
    // Friday 6 March 2026 is EST; Monday 9 March is EDT.
    expect(addBusinessHours(at("2026-03-06 16:00"), 9, hours)).toEqual(at("2026-03-09 17:00", "-04:00"));
    expect(businessHoursBefore(at("2026-03-09 17:00", "-04:00"), 9, hours)).toEqual(at("2026-03-06 16:00"));
  });

  it("finds the latest arrival whose 24 hours are over, the inverse of adding them", () => {
    expect(businessHoursBefore(at("2026-12-02 16:00"), 24, hours)).toEqual(at("2026-11-27 16:00"));
    // On a Saturday, the week's last hours count back from Friday's closing.
    expect(businessHoursBefore(at("2026-12-05 12:00"), 24, hours)).toEqual(at("2026-12-02 09:00"));
    for (const arrival of ["2026-11-25 08:00", "2026-11-25 12:34", "2026-11-28 10:00", "2026-12-01 16:59"]) {
      const due = addBusinessHours(at(arrival), 24, hours);
      expect(businessHoursBefore(due, 24, hours).getTime()).toBeGreaterThanOrEqual(at(arrival).getTime());
      expect(addBusinessHours(businessHoursBefore(due, 24, hours), 24, hours)).toEqual(due);
    }
  });
});
