import { FORM_LABELS, formatWhen, type LeadFormId } from "~/lib/lead-labels";
import { mailEnv, messageIdFor, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

/** The leads of one clock hour that were saved without a notification of their own, by form. */
export interface LeadDigestProps {
  /** The start of the clock hour. */
  since: Date;
  counts: Partial<Record<LeadFormId, number>>;
  siteUrl: string;
}

export function leadDigestContent({ since, counts, siteUrl }: LeadDigestProps): MailContent {
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const leads = `${total} more lead${total === 1 ? "" : "s"}`;
  return {
    subject: `${leads} in the last hour`,
    greeting: "Hello,",
    paragraphs: [
      `${leads} came in through the website in the hour from ${formatWhen(since)} without a mail of their own: a limit on mails was reached (too many leads in the hour, or too many from one sender).`,
      "Every one of them is saved in the workspace's inbox. So many leads in one hour is unusual: look for a campaign that took off, or for a bot, before you answer.",
    ],
    details: {
      title: "By form",
      rows: rows(...Object.entries(counts).map(([form, n]): [string, number] => [FORM_LABELS[form as LeadFormId], n])),
    },
    action: { label: "Open the inbox", href: `${siteUrl.replace(/\/+$/, "")}/admin/leads` },
    closing: ["The website"],
    siteUrl,
  };
}

/** The company's digest: to LEADS_NOTIFY_TO, once per hour in which notifications were held back. */
export function buildLeadDigest(props: Omit<LeadDigestProps, "siteUrl">, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const content = leadDigestContent({ ...props, siteUrl: env.SITE_URL });
  return {
    from: env.MAIL_FROM,
    to: env.LEADS_NOTIFY_TO,
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<MailDocument content={content} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
