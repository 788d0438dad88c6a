import { z } from "zod";
import { emailField } from "~/forms/fields";

export const newsletterSchema = z.object({ email: emailField() });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
