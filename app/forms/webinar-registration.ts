import { z } from "zod";
import { emailField, personName } from "~/forms/fields";

export const webinarRegistrationSchema = z.object({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailField(),
});
export type WebinarRegistrationInput = z.infer<typeof webinarRegistrationSchema>;

export const webinarMessages = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address.", variant: "destructive" },
  duplicate: { title: "Already Registered", description: "This email has already been registered for the webinar.", variant: "default" },
  failed: {
    title: "Registration failed",
    description: "There was an error registering for the webinar. Please try again.",
    variant: "destructive",
  },
  mailFailed: {
    title: "Registration successful",
    description: "You've been registered, but there was an issue sending the confirmation email.",
    variant: "default",
  },
  success: {
    title: "Registration successful!",
    description: "Thank you for registering. You'll receive an email with the webinar details soon.",
    variant: "default",
  },
} as const;

export const webinarLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  submit: "Register",
  submitting: "Registering...",
} as const;
