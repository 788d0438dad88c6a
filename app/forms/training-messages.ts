// The training form's messages, apart from its schema: the outcome catalogue (loaded on every
// page with the newsletter form) needs the words, not the phone-number metadata.

/** Spec: group training needs at least two attendees. */
export const MIN_GROUP_ATTENDEES = 2;
/** A sane upper bound: larger groups talk to us directly. */
export const MAX_GROUP_ATTENDEES = 500;

export const trainingMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Invalid email address",
  training: "Please select a training course",
  attendeesMin: `Group training requires at least ${MIN_GROUP_ATTENDEES} attendees`,
  attendeesMax: `For groups over ${MAX_GROUP_ATTENDEES}, please contact us directly`,
  attendeesInteger: "Please enter a whole number of attendees",
  confirmInterest: "You must confirm your interest in the training",
  phoneRequired: "Phone number and country code are required when phone is selected as contact method",
  phoneInvalid: "Please enter a valid phone number for the selected country",
  attendeesRequired: "Please specify the number of attendees for group training",
  duplicate: { title: "Already registered", description: "You have already registered for this training course.", variant: "destructive" },
  failed: {
    title: "Submission error",
    description: "There was an error submitting your registration. Please try again later.",
    variant: "destructive",
  },
  success: {
    title: "Registration successful!",
    description: "Thank you for registering for this training course. We'll contact you shortly with next steps.",
    variant: "default",
  },
} as const;
