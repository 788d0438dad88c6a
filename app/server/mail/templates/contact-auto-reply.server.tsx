import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { fullName, type ContactLead } from "~/server/mail/leads.server";
import { headerText, mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, signature, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface ContactAutoReplyProps {
  lead: ContactLead;
  siteUrl: string;
}

export function contactAutoReplyContent({ lead, siteUrl }: ContactAutoReplyProps): MailContent {
  return {
    subject: `We received your message: ${headerText(lead.subject, 80)}`,
    greeting: `Hi ${lead.firstName},`,
    paragraphs: [
      `Thank you for your message. We'll get back to you soon, within ${REPLY_WITHIN}.`,
      `Here is a copy of what you sent us. To add anything, just reply to this mail, or call us at ${company.phone.display}.`,
    ],
    details: {
      title: "Your message",
      rows: rows(["Name", fullName(lead)], ["E-mail", lead.email], ["Subject", lead.subject], ["Message", lead.message]),
    },
    closing: signature,
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
    to: visitorAddress(lead.email, fullName(lead)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<ContactAutoReplyMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
