import { describe, expect, it } from "vitest";
import { dialCode, formatContactNumber, trainingLabels, trainingMessages, trainingRegistrationSchema } from "~/forms/training-registration";

const base = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  training: "Prompt Engineering Fundamentals",
  confirmInterest: "on",
};

function errors(input: Record<string, unknown>) {
  const result = trainingRegistrationSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("training registration", () => {
  it("starts from e-mail contact and individual training", () => {
    const parsed = trainingRegistrationSchema.parse(base);
    expect(parsed).toMatchObject({ preferredContactMethod: "email", trainingType: "individual", confirmInterest: true });
    expect(parsed.company).toBeUndefined();
    expect(parsed.attendeeCount).toBeUndefined();
  });

  it("words each message as the spec does", () => {
    expect(errors({})).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      training: "Please select a training course",
      confirmInterest: "You must confirm your interest in the training",
    });
    expect(errors({ ...base, email: "grace@" })).toEqual({ email: "Invalid email address" });
  });

  it("accepts only the eight catalogue courses", () => {
    expect(errors({ ...base, training: "Basket Weaving" })).toEqual({ training: trainingMessages.training });
  });

  it("needs the interest confirmed", () => {
    expect(errors({ ...base, confirmInterest: "" })).toEqual({ confirmInterest: trainingMessages.confirmInterest });
    expect(errors({ ...base, confirmInterest: false })).toEqual({ confirmInterest: trainingMessages.confirmInterest });
    expect(trainingRegistrationSchema.parse({ ...base, confirmInterest: true }).confirmInterest).toBe(true);
  });

  it("requires number and country when phone is the contact method, reported on the number", () => {
    const message = "Phone number and country code are required when phone is selected as contact method";
    expect(errors({ ...base, preferredContactMethod: "phone" })).toEqual({ contactNumber: message });
    expect(errors({ ...base, preferredContactMethod: "phone", contactNumber: "7045550142" })).toEqual({ contactNumber: message });
    expect(errors({ ...base, preferredContactMethod: "phone", countryCode: "US" })).toEqual({ contactNumber: message });
  });

  it("checks the number is real for the chosen country", () => {
    expect(errors({ ...base, preferredContactMethod: "phone", countryCode: "US", contactNumber: "123" })).toEqual({
      contactNumber: trainingMessages.phoneInvalid,
    });
    const ok = trainingRegistrationSchema.parse({
      ...base,
      preferredContactMethod: "phone",
      countryCode: "us",
      contactNumber: "(704) 555-0142",
      phoneType: "mobile",
    });
    expect(ok).toMatchObject({ countryCode: "US", contactNumber: "(704) 555-0142", phoneType: "mobile" });
    expect(errors({ ...base, preferredContactMethod: "phone", countryCode: "XX", contactNumber: "7045550142" })).toHaveProperty(
      "countryCode",
    );
  });

  it("requires an attendee count of at least 2 for group training, parsed as an integer", () => {
    expect(errors({ ...base, trainingType: "group" })).toEqual({
      attendeeCount: "Please specify the number of attendees for group training",
    });
    // A wrong address is one message among the others: the checks across fields still say theirs.
    expect(errors({ ...base, email: "morgan@example", trainingType: "group" })).toEqual({
      email: trainingMessages.email,
      attendeeCount: "Please specify the number of attendees for group training",
    });
    expect(trainingRegistrationSchema.parse({ ...base, email: " Morgan@Example.COM. " }).email).toBe("morgan@example.com");
    expect(errors({ ...base, trainingType: "group", attendeeCount: "1" })).toEqual({ attendeeCount: trainingMessages.attendeesMin });
    expect(errors({ ...base, trainingType: "group", attendeeCount: "0" })).toEqual({ attendeeCount: trainingMessages.attendeesMin });
    for (const bad of ["-1", "2.5", 2.5, "abc", "1e3", 10 ** 12]) {
      expect(Object.keys(errors({ ...base, trainingType: "group", attendeeCount: bad }))).toEqual(["attendeeCount"]);
    }
    expect(trainingRegistrationSchema.parse({ ...base, trainingType: "group", attendeeCount: "12" }).attendeeCount).toBe(12);
    expect(trainingRegistrationSchema.parse({ ...base, trainingType: "group", attendeeCount: 3 }).attendeeCount).toBe(3);
  });

  it("drops an attendee count sent with individual training", () => {
    expect(trainingRegistrationSchema.parse({ ...base, attendeeCount: "5" }).attendeeCount).toBeUndefined();
  });

  it("writes the contact number as country code, a space, the number, only when one was given", () => {
    expect(dialCode("US")).toBe("+1");
    expect(dialCode("GB")).toBe("+44");
    expect(dialCode("XX")).toBeUndefined();
    expect(formatContactNumber("US", "7045550142")).toBe("+1 7045550142");
    expect(formatContactNumber("US", undefined)).toBeUndefined();
  });

  it("keeps the button labels", () => {
    expect(trainingLabels).toEqual({ submit: "Submit Registration", submitting: "Submitting..." });
  });
});

describe("country list", () => {
  it("has about 200 countries, named and sorted, each with its dial code", async () => {
    const { countryOptions } = await import("~/forms/training-registration");
    const list = countryOptions();
    expect(list.length).toBeGreaterThanOrEqual(200);
    expect(list.find((c) => c.code === "US")).toEqual({ code: "US", name: "United States", dialCode: "+1" });
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
  });
});
