import { z } from "zod";
import { LIMITS } from "~/forms/field-rules";
import { emailField, personName, requiredText } from "~/forms/fields";

export const contactSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailField(),
  subject: requiredText("subject", LIMITS.subject),
  message: requiredText("message", LIMITS.message),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactPlaceholders = {
  firstName: "Your first name",
  lastName: "Your last name",
  email: "you@example.com",
  subject: "How can we help?",
  message: "Tell us about your project or inquiry...",
} as const;

export const contactMessages = {
  mailFailed: {
    title: "Message saved",
    description: "Your message was saved but there was an issue sending the confirmation email.",
    variant: "default",
  },
  success: { title: "Message sent!", description: "Thank you for your message. We'll get back to you soon.", variant: "default" },
  failedFallback: {
    title: "Submission failed",
    description: "There was an error sending your message. Please try again.",
    variant: "destructive",
  },
} as const;

export const contactLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  submit: "Send Message",
  submitting: "Sending...",
} as const;
