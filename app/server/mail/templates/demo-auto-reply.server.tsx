import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import type { DemoLead } from "~/server/mail/leads.server";
import { mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { safeFirstName, signature, visitorGreeting, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface DemoAutoReplyProps {
  lead: DemoLead;
  siteUrl: string;
}

/**
 * Anybody can type anybody's address into the form, so this mail repeats nothing the visitor
 * wrote (no company, subject or message), only a first name that is a plain name: it can never
 * carry a stranger's link. The company's notification has every field.
 */
export function demoAutoReplyContent({ lead, siteUrl }: DemoAutoReplyProps): MailContent {
  return {
    subject: `Your demo request at ${company.name}`,
    greeting: visitorGreeting(lead.firstName),
    paragraphs: [
      `Thank you for requesting a demo of ${company.name}. We have received your request and will contact you within ${REPLY_WITHIN} to schedule your demo.`,
      "The demo is free, takes 30 to 45 minutes and is built around your business.",
      `If anything changes in the meantime, or you would like to tell us more, just reply to this mail or call us at ${company.phone.display}.`,
    ],
    closing: signature,
    notes: [
      {
        text: "You receive this mail because this address was entered in the demo request form on our website. If that wasn't you, please ignore this mail.",
      },
    ],
    siteUrl,
  };
}

export function DemoAutoReplyMail(props: DemoAutoReplyProps) {
  return <MailDocument content={demoAutoReplyContent(props)} />;
}

export function buildDemoAutoReply(lead: DemoLead, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const props = { lead, siteUrl: env.SITE_URL };
  const content = demoAutoReplyContent(props);
  return {
    from: env.MAIL_FROM,
    to: visitorAddress(lead.email, safeFirstName(lead.firstName)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<DemoAutoReplyMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
