import { formatContactNumber } from "~/forms/training-registration";
import { company } from "~/content/company";
import { contactMethodLabel, fullName, phoneTypeLabel, trainingTypeLabel, type TrainingLead } from "~/server/mail/leads.server";
import { headerText, mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, signature, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface TrainingConfirmationProps {
  lead: TrainingLead;
  siteUrl: string;
}

/** The registration's fields as rows; the notification to the company lists the same. */
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

export function trainingConfirmationContent({ lead, siteUrl }: TrainingConfirmationProps): MailContent {
  const how = lead.preferredContactMethod === "phone" && lead.contactNumber?.trim() ? "by phone" : "by e-mail";
  return {
    subject: `Your registration: ${headerText(lead.training, 100)}`,
    greeting: `Hi ${lead.firstName},`,
    paragraphs: [
      `Thank you for registering for ${lead.training}. We'll contact you shortly ${how} with next steps: dates, format and pricing${lead.trainingType === "group" ? " for your group" : ""}.`,
      `Questions in the meantime? Reply to this mail or call us at ${company.phone.display}.`,
    ],
    details: { title: "Your registration", rows: trainingRows(lead) },
    closing: signature,
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
    to: visitorAddress(lead.email, fullName(lead)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<TrainingConfirmationMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
