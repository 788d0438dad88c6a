import { describe, expect, it } from "vitest";
import { contactInfo, contactIntro, contactSeo, getInTouch, scheduleDemo, webinars } from "~/content/contact";

describe("contact page content", () => {
  it("uses the spec's headings and demo link", () => {
    expect(contactIntro.title).toBe("Contact Us");
    expect(getInTouch.title).toBe("Get in Touch");
    expect(contactInfo.title).toBe("Contact Information");
    expect(scheduleDemo.title).toBe("Schedule a Demo");
    expect(scheduleDemo.action).toEqual({ label: "Book a Free Demo", href: "/book-demo" });
    expect(webinars.title).toBe("Upcoming Webinars");
  });

  it("has a clear webinar empty state", () => {
    expect(webinars.empty.title).toMatch(/^No webinars are scheduled right now/);
  });

  it("has a 140-160 character description", () => {
    expect(contactSeo.description.length).toBeGreaterThanOrEqual(140);
    expect(contactSeo.description.length).toBeLessThanOrEqual(160);
  });
});
