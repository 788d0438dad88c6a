/** The spec's newsletter messages (toast title and description), apart from the schema so a page can show them without loading zod. */
export const newsletterMessages = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address.", variant: "destructive" },
  duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter.", variant: "default" },
  failed: {
    title: "Subscription failed",
    description: "There was an error subscribing to the newsletter. Please try again.",
    variant: "destructive",
  },
  mailFailed: {
    title: "Subscription successful",
    description: "You've been subscribed, but there was an issue sending the confirmation email.",
    variant: "default",
  },
  success: { title: "Success!", description: "Thank you for subscribing to our newsletter.", variant: "default" },
} as const;

export const newsletterLabels = { submit: "Subscribe", submitting: "Subscribing..." } as const;
