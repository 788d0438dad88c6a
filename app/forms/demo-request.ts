import { z } from "zod";
import { LIMITS } from "~/forms/field-rules";
import { emailField, personName, requiredText } from "~/forms/fields";

export const demoRequestSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailField(),
  company: requiredText("company name", LIMITS.company),
  subject: requiredText("subject", LIMITS.subject),
  message: requiredText("message", LIMITS.message),
});
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

export const demoRequestMessages = {
  failed: {
    title: "Submission failed",
    description: "There was an error submitting your request. Please try again.",
    variant: "destructive",
  },
  success: { title: "Demo requested!", description: "We'll contact you shortly to schedule your demo.", variant: "default" },
} as const;

export const demoRequestLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  company: "Company",
  subject: "Subject",
  message: "Message",
  submit: "Request Demo",
  submitting: "Submitting...",
} as const;

export const demoRequestPlaceholders = {
  firstName: "Your first name",
  lastName: "Your last name",
  email: "you@company.com",
  company: "Your company",
  subject: "What would you like to see?",
  message: "Tell us about your business and what the demo should cover...",
} as const;
