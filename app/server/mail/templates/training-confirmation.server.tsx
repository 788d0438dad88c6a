import { courseCatalogue } from "~/content/courses";
import { company } from "~/content/company";
import { formatContactNumber } from "~/forms/training-registration";
import { contactMethodLabel, fullName, phoneTypeLabel, trainingTypeLabel, type TrainingLead } from "~/server/mail/leads.server";
import { headerText, mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, safeFirstName, signature, visitorGreeting, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface TrainingConfirmationProps {
  lead: TrainingLead;
  siteUrl: string;
}

/** The registration's fields as rows, for the company's notification (the visitor's confirmation lists fewer). */
export function trainingRows(lead: TrainingLead) {
  return rows(
    ["Course", lead.training],
    ["Training type", trainingTypeLabel(lead)],
    ["Name", fullName(lead)],
    ["Company", lead.company],
    ["E-mail", lead.email],
    ["Preferred contact", contactMethodLabel(lead.preferredContactMethod)],
    ["Contact number", formatContactNumber(lead.countryCode, lead.contactNumber)],
    ["Phone type", lead.contactNumber?.trim() ? phoneTypeLabel(lead.phoneType) : undefined],
  );
}

/** The course's name when it is one of ours (the form accepts no other); else undefined. */
function knownCourse(training: unknown): string | undefined {
  return typeof training === "string" && courseCatalogue.includes(training) ? training : undefined;
}

/**
 * Anybody can type anybody's address into the form, so the confirmation repeats nothing the
 * visitor wrote (no last name, company or phone number), only a first name that is a plain name
 * and the facts that are ours: the course, the training type, how we will get in touch.
 */
function confirmationRows(lead: TrainingLead, course: string | undefined) {
  const group = lead.trainingType === "group";
  const count = Number.isSafeInteger(lead.attendeeCount) ? lead.attendeeCount : undefined;
  return rows(
    ["Course", course],
    ["Training type", group ? `Group${count ? ` (${count} attendees)` : ""}` : "Individual"],
    ["Preferred contact", contactMethodLabel(lead.preferredContactMethod)],
  );
}

export function trainingConfirmationContent({ lead, siteUrl }: TrainingConfirmationProps): MailContent {
  const course = knownCourse(lead.training);
  const how = lead.preferredContactMethod === "phone" && lead.contactNumber?.trim() ? "by phone" : "by e-mail";
  return {
    subject: course ? `Your registration: ${headerText(course, 100)}` : `Your training registration at ${company.name}`,
    greeting: visitorGreeting(lead.firstName),
    paragraphs: [
      `Thank you for registering for ${course ?? "our training"}. We'll contact you shortly ${how} with next steps: dates, format and pricing${lead.trainingType === "group" ? " for your group" : ""}.`,
      `Questions in the meantime? Reply to this mail or call us at ${company.phone.display}.`,
    ],
    details: { title: "Your registration", rows: confirmationRows(lead, course) },
    closing: signature,
    notes: [
      {
        text: "You receive this mail because this address was entered in the training registration form on our website. If that wasn't you, please ignore this mail.",
      },
    ],
    siteUrl,
  };
}

export function TrainingConfirmationMail(props: TrainingConfirmationProps) {
  return <MailDocument content={trainingConfirmationContent(props)} />;
}

export function buildTrainingConfirmation(lead: TrainingLead, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const props = { lead, siteUrl: env.SITE_URL };
  const content = trainingConfirmationContent(props);
  return {
    from: env.MAIL_FROM,
    to: visitorAddress(lead.email, safeFirstName(lead.firstName)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<TrainingConfirmationMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
