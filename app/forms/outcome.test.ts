import { describe, expect, it } from "vitest";
import { clearsFields, httpStatus, messageFor, type FormId, type Outcome } from "~/forms/outcome";

const saved = (confirmation: "sent" | "failed" | "capped"): Outcome => ({ status: "saved", confirmation });
const invalidEmail: Outcome = { status: "invalid", fieldErrors: { email: "Please enter a valid email address." } };
const invalidName: Outcome = { status: "invalid", fieldErrors: { firstName: "Please enter your first name." } };

describe("messageFor: the spec's catalogue (section 8)", () => {
  it.each<[FormId, Outcome, string, string]>([
    ["newsletter", saved("sent"), "Success!", "Thank you for subscribing to our newsletter."],
    [
      "newsletter",
      saved("failed"),
      "Subscription successful",
      "You've been subscribed, but there was an issue sending the confirmation email.",
    ],
    ["newsletter", { status: "duplicate" }, "Already subscribed", "This email is already subscribed to our newsletter."],
    ["newsletter", { status: "unavailable" }, "Subscription failed", "There was an error subscribing to the newsletter. Please try again."],
    ["newsletter", invalidEmail, "Invalid email", "Please enter a valid email address."],
    ["demo", saved("sent"), "Demo requested!", "We'll contact you shortly to schedule your demo."],
    ["demo", saved("failed"), "Demo requested!", "We'll contact you shortly to schedule your demo."],
    ["demo", { status: "unavailable" }, "Submission failed", "There was an error submitting your request. Please try again."],
    ["contact", saved("sent"), "Message sent!", "Thank you for your message. We'll get back to you soon."],
    ["contact", saved("failed"), "Message saved", "Your message was saved but there was an issue sending the confirmation email."],
    ["contact", { status: "unavailable" }, "Submission failed", "There was an error sending your message. Please try again."],
    [
      "webinar",
      saved("sent"),
      "Registration successful!",
      "Thank you for registering. You'll receive an email with the webinar details soon.",
    ],
    [
      "webinar",
      saved("failed"),
      "Registration successful",
      "You've been registered, but there was an issue sending the confirmation email.",
    ],
    ["webinar", { status: "duplicate" }, "Already Registered", "This email has already been registered for the webinar."],
    ["webinar", { status: "unavailable" }, "Registration failed", "There was an error registering for the webinar. Please try again."],
    ["webinar", invalidEmail, "Invalid email", "Please enter a valid email address."],
    [
      "training",
      saved("failed"),
      "Registration successful!",
      "Thank you for registering for this training course. We'll contact you shortly with next steps.",
    ],
    ["training", { status: "duplicate" }, "Already registered", "You have already registered for this training course."],
    ["training", { status: "unavailable" }, "Submission error", "There was an error submitting your registration. Please try again later."],
  ])("%s, %o", (form, outcome, title, description) => {
    expect(messageFor(form, outcome)).toMatchObject({ title, description });
  });

  it("a capped confirmation reads as a plain success; a webinar with another invalid field asks to check the form", () => {
    expect(messageFor("contact", saved("capped")).title).toBe("Message sent!");
    expect(messageFor("webinar", invalidName).title).toBe("Please check the form");
  });

  it("marks the spec's destructive messages", () => {
    expect(messageFor("newsletter", invalidEmail).variant).toBe("destructive");
    expect(messageFor("training", { status: "duplicate" }).variant).toBe("destructive");
    expect(messageFor("newsletter", { status: "duplicate" }).variant).toBe("default");
  });
});

describe("clearsFields: the spec's clearing rules", () => {
  it("clears the newsletter after every attempt", () => {
    for (const outcome of [saved("sent"), { status: "duplicate" } as Outcome, { status: "unavailable" } as Outcome, invalidEmail]) {
      expect(clearsFields("newsletter", outcome)).toBe(true);
    }
  });
  it("clears the other forms only when the lead was saved (contact also when only its mail failed)", () => {
    for (const form of ["demo", "contact", "webinar", "training"] as const) {
      expect(clearsFields(form, saved("sent"))).toBe(true);
      expect(clearsFields(form, { status: "unavailable" })).toBe(false);
      expect(clearsFields(form, invalidName)).toBe(false);
    }
    expect(clearsFields("contact", saved("failed"))).toBe(true);
    expect(clearsFields("training", { status: "duplicate" })).toBe(false);
  });
});

it("httpStatus gives each outcome its status", () => {
  expect(
    [
      saved("sent"),
      { status: "duplicate" },
      invalidName,
      { status: "limited", retryAfterSeconds: 5 },
      { status: "closed" },
      { status: "unavailable" },
    ].map((o) => httpStatus(o as Outcome)),
  ).toEqual([201, 409, 422, 429, 410, 503]);
});
