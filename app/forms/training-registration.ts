import { getCountries, getCountryCallingCode, isValidPhoneNumber, type CountryCode } from "libphonenumber-js/min";
import { z } from "zod";
import { courseCatalogue } from "~/content/courses";
import { LIMITS } from "~/forms/field-rules";
import { emailField, optionalText, personName } from "~/forms/fields";

export { MAX_GROUP_ATTENDEES, MIN_GROUP_ATTENDEES, trainingMessages } from "~/forms/training-messages";
import { MAX_GROUP_ATTENDEES, MIN_GROUP_ATTENDEES, trainingMessages } from "~/forms/training-messages";

export const trainingLabels = { submit: "Submit Registration", submitting: "Submitting..." } as const;

export const trainingFieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  company: "Company",
  email: "Email",
  training: "Training Course",
  trainingPlaceholder: "Select a training course",
  preferredContactMethod: "Preferred Contact Method",
  countryCode: "Country",
  phoneType: "Phone Type",
  phoneTypePlaceholder: "Select phone type",
  contactNumber: "Phone Number",
  trainingType: "Training Type",
  attendeeCount: "Number of Attendees",
  confirmInterest: "I confirm my interest in this training and agree to be contacted about registration and next steps.",
} as const;

export const phoneTypes = ["mobile", "work", "home"] as const;
export const contactMethods = ["email", "phone"] as const;
export const trainingTypes = ["individual", "group"] as const;

const countries = new Set<string>(getCountries());

/** "US" -> "+1": the dial code of a country, or undefined for an unknown code. */
export function dialCode(country: string | undefined): string | undefined {
  return country && countries.has(country) ? `+${getCountryCallingCode(country as CountryCode)}` : undefined;
}

/**
 * The spec's contact number: country code, a space, the number, and only when a number was
 * given (call 10). `countryCode` is the form's country ("US") or a dial code ("+1"); without it
 * the number is shown as given, e.g. when it is already in the spec's form ("+1 7045550142").
 */
export function formatContactNumber(countryCode: string | null | undefined, contactNumber: string | null | undefined): string | undefined {
  const number = contactNumber?.trim();
  if (!number) return undefined;
  const code = countryCode?.trim();
  if (!code) return number;
  const dial = /^\+?\d{1,4}$/.test(code) ? `+${code.replace(/^\+/, "")}` : dialCode(code.toUpperCase());
  return dial ? `${dial} ${number}` : number;
}

// Browsers send text; JSON clients may send numbers and booleans. Both are accepted, strictly.
const attendeeCount = z
  .union([z.number(), z.string().trim()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return undefined;
    const number = typeof value === "number" ? value : /^\d+$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
    if (!Number.isSafeInteger(number)) {
      ctx.addIssue({ code: "custom", message: trainingMessages.attendeesInteger });
      return z.NEVER;
    }
    return number;
  });

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

export const trainingRegistrationSchema = z
  .object({
    firstName: personName("first name", trainingMessages.firstName),
    lastName: personName("last name", trainingMessages.lastName),
    company: optionalText("company name", LIMITS.company),
    email: emailField(trainingMessages.email),
    training: z.string({ error: trainingMessages.training }).refine((value) => courseCatalogue.includes(value), trainingMessages.training),
    preferredContactMethod: z.enum(contactMethods).default("email"),
    countryCode: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .refine((value) => value === undefined || countries.has(value), "Please choose a country from the list"),
    phoneType: z
      .union([z.enum(phoneTypes), z.literal("")])
      .optional()
      .transform((value) => (value ? value : undefined)),
    contactNumber: z
      .string()
      .trim()
      .max(LIMITS.phone, trainingMessages.phoneInvalid)
      .optional()
      .transform((value) => (value ? value : undefined)),
    trainingType: z.enum(trainingTypes).default("individual"),
    attendeeCount,
    confirmInterest: checkbox.refine((value) => value === true, trainingMessages.confirmInterest),
  })
  .superRefine((data, ctx) => {
    if (data.preferredContactMethod === "phone" && (!data.contactNumber || !data.countryCode)) {
      ctx.addIssue({ code: "custom", path: ["contactNumber"], message: trainingMessages.phoneRequired });
    } else if (
      data.preferredContactMethod === "phone" &&
      data.contactNumber &&
      data.countryCode &&
      !isValidPhoneNumber(data.contactNumber, data.countryCode as CountryCode)
    ) {
      ctx.addIssue({ code: "custom", path: ["contactNumber"], message: trainingMessages.phoneInvalid });
    }
    if (data.trainingType === "group") {
      if (data.attendeeCount === undefined) {
        ctx.addIssue({ code: "custom", path: ["attendeeCount"], message: trainingMessages.attendeesRequired });
      } else if (data.attendeeCount < MIN_GROUP_ATTENDEES) {
        ctx.addIssue({ code: "custom", path: ["attendeeCount"], message: trainingMessages.attendeesMin });
      } else if (data.attendeeCount > MAX_GROUP_ATTENDEES) {
        ctx.addIssue({ code: "custom", path: ["attendeeCount"], message: trainingMessages.attendeesMax });
      }
    }
  })
  // Individual registrations carry no attendee count; with e-mail as the contact method the phone
  // fields are hidden in the form, so whatever they still hold is not kept.
  .transform((data) => ({
    ...data,
    attendeeCount: data.trainingType === "group" ? data.attendeeCount : undefined,
    ...(data.preferredContactMethod === "email" ? { countryCode: undefined, phoneType: undefined, contactNumber: undefined } : {}),
  }));

export type TrainingRegistrationInput = z.input<typeof trainingRegistrationSchema>;
export type TrainingRegistration = z.output<typeof trainingRegistrationSchema>;

export interface CountryOption {
  code: string;
  name: string;
  dialCode: string;
}

const regionNames = new Intl.DisplayNames(["en-US"], { type: "region", fallback: "code" });
let countryList: CountryOption[] | undefined;

/** Every country libphonenumber knows, named in English and sorted by name (worked out once). */
export function countryOptions(): CountryOption[] {
  countryList ??= getCountries()
    .map((code) => ({ code, name: regionNames.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-US"));
  return countryList;
}
