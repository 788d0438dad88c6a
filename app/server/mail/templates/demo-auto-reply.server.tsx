import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { fullName, type DemoLead } from "~/server/mail/leads.server";
import { mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, signature, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface DemoAutoReplyProps {
  lead: DemoLead;
  siteUrl: string;
}

export function demoAutoReplyContent({ lead, siteUrl }: DemoAutoReplyProps): MailContent {
  return {
    subject: `Your demo request at ${company.name}`,
    greeting: `Hi ${lead.firstName},`,
    paragraphs: [
      `Thank you for requesting a demo of ${company.name}. We'll contact you shortly to schedule your demo, within ${REPLY_WITHIN}.`,
      "The demo is free, takes 30 to 45 minutes and is built around your business. If anything changes in the meantime, just reply to this mail.",
    ],
    details: {
      title: "Your request",
      rows: rows(
        ["Name", fullName(lead)],
        ["Company", lead.company],
        ["E-mail", lead.email],
        ["Subject", lead.subject],
        ["Message", lead.message],
      ),
    },
    closing: signature,
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
    to: visitorAddress(lead.email, fullName(lead)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<DemoAutoReplyMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
