import { company } from "~/content/company";
import { formatWebinarTime, type WebinarInfo, type WebinarLead } from "~/server/mail/leads.server";
import {
  bareAddress,
  headerText,
  mailEnv,
  messageIdFor,
  siteHost,
  visitorAddress,
  type MailContext,
  type MailMessage,
} from "~/server/mail/message.server";
import { rows, safeFirstName, signature, visitorGreeting, type MailContent } from "~/server/mail/templates/content.server";
import { buildIcs } from "~/server/mail/templates/ics.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface WebinarConfirmationProps extends WebinarLead {
  siteUrl: string;
}

export function webinarRows(webinar: WebinarInfo) {
  return rows(
    ["Webinar", webinar.title],
    ["When", formatWebinarTime(webinar)],
    ["Length", `${webinar.durationMinutes} minutes`],
    ["Where", "Online"],
  );
}

/**
 * Anybody can type anybody's address into the form, so the confirmation repeats nothing the
 * visitor wrote but a first name that is a plain name; the webinar's facts come from our database.
 */
export function webinarConfirmationContent({ registration, webinar, siteUrl }: WebinarConfirmationProps): MailContent {
  return {
    subject: `You're registered: ${headerText(webinar.title, 100)}`,
    greeting: visitorGreeting(registration.firstName),
    paragraphs: [
      `Thank you for registering for our webinar "${webinar.title}".`,
      webinar.description,
      "The attached calendar file (webinar.ics) adds it to your calendar. We'll e-mail you the details for joining before it starts.",
    ],
    details: { title: "Your webinar", rows: webinarRows(webinar) },
    closing: signature,
    notes: [
      {
        text: "You receive this mail because this address was registered for the webinar on our website. If that wasn't you, please ignore this mail.",
      },
    ],
    siteUrl,
  };
}

export function WebinarConfirmationMail(props: WebinarConfirmationProps) {
  return <MailDocument content={webinarConfirmationContent(props)} />;
}

/** The webinar as a calendar event; one UID per webinar, so a later update replaces it. */
export function webinarIcs(webinar: WebinarInfo, env: { SITE_URL: string; MAIL_REPLY_TO: string }, stamp = new Date()): string {
  const start = new Date(webinar.startsAt);
  return buildIcs(
    {
      uid: `webinar-${webinar.id}@${siteHost(env)}`,
      stamp,
      start,
      end: new Date(start.getTime() + webinar.durationMinutes * 60_000),
      summary: webinar.title,
      description: `${webinar.description}\n\n${company.name}: ${env.SITE_URL}`,
      location: "Online",
      url: env.SITE_URL,
      organizer: { name: company.name, email: bareAddress(env.MAIL_REPLY_TO) },
    },
    `-//${company.name}//Website//EN`,
  );
}

export function buildWebinarConfirmation(input: WebinarLead, context: MailContext & { now?: Date }): MailMessage {
  const env = mailEnv(context);
  const props = { ...input, siteUrl: env.SITE_URL };
  const content = webinarConfirmationContent(props);
  return {
    from: env.MAIL_FROM,
    to: visitorAddress(input.registration.email, safeFirstName(input.registration.firstName)),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<WebinarConfirmationMail {...props} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [
      {
        filename: "webinar.ics",
        content: webinarIcs(input.webinar, env, context.now),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        // base64 keeps the file's CRLF line endings exactly as written, through any relay.
        contentTransferEncoding: "base64",
      },
    ],
  };
}
