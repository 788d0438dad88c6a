import { FORM_LABELS } from "~/lib/lead-labels";
import {
  fullName,
  type ContactLead,
  type DemoLead,
  type LeadSource,
  type NewsletterLead,
  type TrainingLead,
  type WebinarLead,
} from "~/server/mail/leads.server";
import { headerText, mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { rows, type MailContent, type MailDetail } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";
import { trainingRows } from "~/server/mail/templates/training-confirmation.server";
import { webinarRows } from "~/server/mail/templates/webinar-confirmation.server";

export interface LeadsByKind {
  newsletter: NewsletterLead;
  demo: DemoLead;
  webinar: WebinarLead;
  contact: ContactLead;
  training: TrainingLead;
}
export type LeadKind = keyof LeadsByKind;

const kindLabel: Record<LeadKind, string> = FORM_LABELS;

interface Summary {
  email: string;
  name?: string;
  /** What the subject says after the name: the company, the course, the webinar. */
  about?: string;
  rows: MailDetail[];
}

function summarise<K extends LeadKind>(kind: K, lead: LeadsByKind[K]): Summary {
  // The casts are safe: `kind` names the shape of `lead` (LeadsByKind).
  switch (kind) {
    case "newsletter": {
      const l = lead as NewsletterLead;
      return { email: l.email, rows: rows(["E-mail", l.email]) };
    }
    case "demo": {
      const l = lead as DemoLead;
      return {
        email: l.email,
        name: fullName(l),
        about: l.company,
        rows: rows(["Name", fullName(l)], ["Company", l.company], ["E-mail", l.email], ["Subject", l.subject], ["Message", l.message]),
      };
    }
    case "webinar": {
      const { registration, webinar } = lead as WebinarLead;
      return {
        email: registration.email,
        name: fullName(registration),
        about: webinar.title,
        rows: [...rows(["Name", fullName(registration)], ["E-mail", registration.email]), ...webinarRows(webinar)],
      };
    }
    case "contact": {
      const l = lead as ContactLead;
      return {
        email: l.email,
        name: fullName(l),
        about: l.subject,
        rows: rows(["Name", fullName(l)], ["E-mail", l.email], ["Subject", l.subject], ["Message", l.message]),
      };
    }
    case "training": {
      const l = lead as TrainingLead;
      return { email: l.email, name: fullName(l), about: l.training, rows: trainingRows(l) };
    }
  }
  throw new Error(`Unknown lead kind: ${String(kind)}`);
}

function sourceRows(source: LeadSource | undefined): MailDetail[] {
  if (!source) return [];
  const received = source.receivedAt
    ? new Date(source.receivedAt)
        .toISOString()
        .replace("T", " ")
        .replace(/\.\d+Z$/, " UTC")
    : undefined;
  return rows(
    ["Received", received],
    ["Page", source.pagePath],
    ["Referrer", source.referrer],
    ["UTM source", source.utmSource],
    ["UTM medium", source.utmMedium],
    ["UTM campaign", source.utmCampaign],
  );
}

export interface LeadNotificationProps {
  kind: LeadKind;
  summary: Summary;
  source?: LeadSource;
  siteUrl: string;
  /** The lead's id (its row in `leads`), for the link to its page in the workspace. */
  leadId?: string;
}

/** The lead's page in the staff workspace. */
export function leadWorkspaceUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/admin/leads/${encodeURIComponent(leadId)}`;
}

export function leadNotificationContent({ kind, summary, source, siteUrl, leadId }: LeadNotificationProps): MailContent {
  const who = summary.name ?? summary.email;
  const subject = headerText(`${kindLabel[kind]}: ${who}${summary.about ? ` (${summary.about})` : ""}`, 150);
  return {
    subject,
    greeting: "Hello,",
    paragraphs: [`A new ${kindLabel[kind].toLowerCase()} came in through the website. Reply to this mail to answer ${who} directly.`],
    details: { title: kindLabel[kind], rows: [...summary.rows, ...sourceRows(source)] },
    action: leadId ? { label: "Open this lead in the workspace", href: leadWorkspaceUrl(siteUrl, leadId) } : undefined,
    closing: ["The website"],
    siteUrl,
  };
}

export function LeadNotificationMail(props: LeadNotificationProps) {
  return <MailDocument content={leadNotificationContent(props)} />;
}

/** The company's copy of a lead: to LEADS_NOTIFY_TO, Reply-To the visitor, every field listed. */
export function buildLeadNotification<K extends LeadKind>(
  kind: K,
  lead: LeadsByKind[K],
  context: MailContext & { source?: LeadSource; leadId?: string },
): MailMessage {
  const env = mailEnv(context);
  const props: LeadNotificationProps = {
    kind,
    summary: summarise(kind, lead),
    source: context.source,
    siteUrl: env.SITE_URL,
    leadId: context.leadId,
  };
  const content = leadNotificationContent(props);
  return {
    from: env.MAIL_FROM,
    to: env.LEADS_NOTIFY_TO,
    replyTo: visitorAddress(props.summary.email, props.summary.name),
    subject: content.subject,
    ...renderMail(<LeadNotificationMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
