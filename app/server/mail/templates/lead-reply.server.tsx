import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import type { LeadReplyPayload } from "~/server/admin/leads.server";
import {
  bareAddress,
  headerText,
  mailEnv,
  messageIdFor,
  visitorAddress,
  type MailContext,
  type MailMessage,
} from "~/server/mail/message.server";
import type { MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

/**
 * A reply a member of staff wrote on the lead's page: their words as they wrote them (greeting
 * included), signed with their name, and what the visitor wrote quoted below, as a mail client
 * replies. Staff chose to send it to this address, so unlike the automatic mails it may repeat
 * the visitor's message.
 */
export function leadReplyContent(reply: LeadReplyPayload, siteUrl: string): MailContent {
  return {
    subject: reply.subject,
    greeting: "",
    paragraphs: reply.body.split(/\n{2,}/),
    closing: [reply.authorName, company.name, company.phone.display],
    quote: reply.quoted
      ? { heading: `On ${formatWhen(reply.quoted.at)}, ${reply.name || "you"} wrote:`, text: reply.quoted.text }
      : undefined,
    siteUrl,
  };
}

export function buildLeadReply(reply: LeadReplyPayload, to: string, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const content = leadReplyContent(reply, env.SITE_URL);
  return {
    // The company's sending address, under the name of the person who wrote.
    from: { name: headerText(`${reply.authorName} (${company.name})`, 100), address: bareAddress(env.MAIL_FROM) },
    to: visitorAddress(to, reply.name),
    replyTo: env.MAIL_REPLY_TO,
    subject: headerText(content.subject, 150),
    ...renderMail(<MailDocument content={content} />, content),
    // Threaded under the lead's notification, as a reply from the company's mail client would be.
    inReplyTo: reply.inReplyTo ?? undefined,
    references: reply.references,
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
