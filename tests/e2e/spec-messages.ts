/**
 * The spec's messages (section 8), written out here on purpose rather than imported from the app:
 * a typo in the app's wording must fail these tests.
 */
export const spec = {
  newsletter: {
    invalid: { title: "Invalid email", description: "Please enter a valid email address." },
    duplicate: { title: "Already subscribed", description: "This email is already subscribed to our newsletter." },
    failed: { title: "Subscription failed", description: "There was an error subscribing to the newsletter. Please try again." },
    mailFailed: {
      title: "Subscription successful",
      description: "You've been subscribed, but there was an issue sending the confirmation email.",
    },
    success: { title: "Success!", description: "Thank you for subscribing to our newsletter." },
  },
  demo: {
    failed: { title: "Submission failed", description: "There was an error submitting your request. Please try again." },
    success: { title: "Demo requested!", description: "We'll contact you shortly to schedule your demo." },
  },
  webinar: {
    invalid: { title: "Invalid email", description: "Please enter a valid email address." },
    duplicate: { title: "Already Registered", description: "This email has already been registered for the webinar." },
    failed: { title: "Registration failed", description: "There was an error registering for the webinar. Please try again." },
    mailFailed: {
      title: "Registration successful",
      description: "You've been registered, but there was an issue sending the confirmation email.",
    },
    success: {
      title: "Registration successful!",
      description: "Thank you for registering. You'll receive an email with the webinar details soon.",
    },
  },
  contact: {
    mailFailed: { title: "Message saved", description: "Your message was saved but there was an issue sending the confirmation email." },
    success: { title: "Message sent!", description: "Thank you for your message. We'll get back to you soon." },
    failed: { title: "Submission failed", description: "There was an error sending your message. Please try again." },
  },
  training: {
    duplicate: { title: "Already registered", description: "You have already registered for this training course." },
    failed: { title: "Submission error", description: "There was an error submitting your registration. Please try again later." },
    success: {
      title: "Registration successful!",
      description: "Thank you for registering for this training course. We'll contact you shortly with next steps.",
    },
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Invalid email address",
    training: "Please select a training course",
    confirmInterest: "You must confirm your interest in the training",
    phone: "Phone number and country code are required when phone is selected as contact method",
    attendees: "Please specify the number of attendees for group training",
    attendeesMin: "Group training requires at least 2 attendees",
  },
} as const;

/** The eight courses, sorted as the selector lists them. */
export const courses = [
  "AWS Technical Essentials",
  "Build RAG Applications with AWS Bedrock",
  "Developing with AWS",
  "End-to-End GenAI Application Development",
  "No-Code ML & GenAI on AWS",
  "Practical ML with AWS SageMaker (Advanced)",
  "Practical ML with AWS SageMaker (Intermediate)",
  "Prompt Engineering Fundamentals",
] as const;
