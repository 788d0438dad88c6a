import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import type { ContactLead } from "~/server/mail/leads.server";
import { mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { safeFirstName, signature, visitorGreeting, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface ContactAutoReplyProps {
  lead: ContactLead;
  siteUrl: string;
}

/**
 * Anybody can type anybody's address into the form, so this mail repeats nothing the visitor
 * wrote (no subject, no message), only a first name that is a plain name: it can never carry
 * a stranger's link. The company's notification has every field.
 */
export function contactAutoReplyContent({ lead, siteUrl }: ContactAutoReplyProps): MailContent {
  return {
    subject: `Thank you for your message to ${company.name}`,
    greeting: visitorGreeting(lead.firstName),
    paragraphs: [
      `Thank you for contacting ${company.name}. We have received your message and will get back to you within ${REPLY_WITHIN}.`,
      `To add anything, just reply to this mail, or call us at ${company.phone.display} (${company.openingHours.label}).`,
    ],
    closing: signature,
    notes: [
      {
        text: "You receive this mail because this address was entered in the contact form on our website. If that wasn't you, please ignore this mail.",
      },
    ],
    siteUrl,
  };
}

export function ContactAutoReplyMail(props: ContactAutoReplyProps) {
  return <MailDocument content={contactAutoReplyContent(props)} />;
}

export function buildContactAutoReply(lead: ContactLead, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const props = { lead, siteUrl: env.SITE_URL };
  const content = contactAutoReplyContent(props);
  return {
    from: env.MAIL_FROM,
    to: visitorAddress(lead.email, safeFirstName(lead.firstName)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<ContactAutoReplyMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
