import { REPLY_WITHIN } from "~/content/book-demo";
import { company } from "~/content/company";
import { COUNT_CAP, countText, formatDay, formatWhenShort } from "~/lib/lead-labels";
import type { needsSomeone, WaitingLead } from "~/server/admin/leads.server";
import { mailEnv, messageIdFor, type MailContext, type MailMessage } from "~/server/mail/message.server";
import type { MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

type Lists = Awaited<ReturnType<typeof needsSomeone>>;

function line(lead: WaitingLead, when: string): string {
  return `• ${lead.name || lead.email}${lead.subject ? `: ${lead.subject}` : ""} (${when})`;
}

function more(total: number, shown: number): string[] {
  return total > shown ? [total >= COUNT_CAP ? "…and more." : `…and ${total - shown} more.`] : [];
}

/** The owners' morning mail: what needs someone today, each list with a link to it in the inbox. */
export function dailySummaryContent(lists: Lists, today: string, siteUrl: string): MailContent {
  const { waiting, followUps } = lists;
  const paragraphs: string[] = [];
  if (waiting.total > 0) {
    paragraphs.push(
      [
        `${waiting.total === 1 ? "One new lead has" : `${countText(waiting.total)} new leads have`} waited longer than the ${REPLY_WITHIN} the site promises:`,
        ...waiting.rows.map((lead) => line(lead, `since ${formatWhenShort(lead.createdAt)}`)),
        ...more(waiting.total, waiting.rows.length),
        `${siteUrl}/admin/leads?needs=reply`,
      ].join("\n"),
    );
  }
  if (followUps.total > 0) {
    paragraphs.push(
      [
        `${followUps.total === 1 ? "One follow-up is" : `${countText(followUps.total)} follow-ups are`} due today or overdue:`,
        ...followUps.rows.map((lead) => line(lead, lead.followUpOn === today ? "today" : `since ${formatDay(lead.followUpOn!)}`)),
        ...more(followUps.total, followUps.rows.length),
        `${siteUrl}/admin/leads?needs=follow-up`,
      ].join("\n"),
    );
  }
  const count = waiting.total + followUps.total;
  const many = waiting.total >= COUNT_CAP || followUps.total >= COUNT_CAP;
  return {
    subject: `${count === 1 ? "1 lead needs" : `${many ? `${count}+` : count} leads need`} someone today`,
    greeting: "Good morning,",
    paragraphs:
      paragraphs.length > 0 ? paragraphs : ["Nothing is waiting any more: every lead of this morning's list has been taken care of."],
    action: { label: "Open the workspace", href: `${siteUrl}/admin` },
    closing: [`The ${company.name} workspace`],
    notes: [
      {
        text: "Owners of the workspace get this mail on opening days when something waits. DAILY_SUMMARY=off in the site's settings stops it.",
      },
    ],
    siteUrl,
  };
}

export function buildDailySummary(lists: Lists, today: string, to: string, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const content = dailySummaryContent(lists, today, env.SITE_URL);
  return {
    from: env.MAIL_FROM,
    to,
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<MailDocument content={content} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
