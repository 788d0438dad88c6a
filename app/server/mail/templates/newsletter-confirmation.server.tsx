import { company } from "~/content/company";
import type { NewsletterLead } from "~/server/mail/leads.server";
import { bareAddress, mailEnv, messageIdFor, visitorAddress, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { signature, visitorGreeting, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface NewsletterConfirmationProps extends NewsletterLead {
  /** The one-click unsubscribe page for this subscriber (carries its token). */
  unsubscribeUrl: string;
  siteUrl: string;
}

export function newsletterConfirmationContent({ email, unsubscribeUrl, siteUrl }: NewsletterConfirmationProps): MailContent {
  return {
    subject: `You're subscribed to the ${company.name} newsletter`,
    greeting: visitorGreeting(),
    paragraphs: [
      "Thank you for subscribing to our newsletter.",
      "You'll hear from us about practical, secure AI for small and medium businesses: new courses, webinars and what we learn building chatbots and document Q&A on AWS. No spam, and never more than a few mails a month.",
    ],
    details: { title: "Your subscription", rows: [{ label: "E-mail", value: email }] },
    closing: signature,
    notes: [
      {
        text: `You receive this mail because ${email} was subscribed on our website. Not you, or changed your mind?`,
        link: { label: "Unsubscribe", href: unsubscribeUrl },
      },
    ],
    siteUrl,
  };
}

export function NewsletterConfirmationMail(props: NewsletterConfirmationProps) {
  return <MailDocument content={newsletterConfirmationContent(props)} />;
}

/** A URL fit for a header: parsed and re-serialised, so spaces, <, > and line breaks are encoded. */
function httpUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("unsubscribeUrl must be an http(s) URL");
  return url.href;
}

export function buildNewsletterConfirmation(input: { email: string; unsubscribeUrl: string }, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const props: NewsletterConfirmationProps = { email: input.email, unsubscribeUrl: httpUrl(input.unsubscribeUrl), siteUrl: env.SITE_URL };
  const content = newsletterConfirmationContent(props);
  const unsubscribeMailto = `mailto:${bareAddress(env.MAIL_REPLY_TO)}?subject=unsubscribe`;
  return {
    from: env.MAIL_FROM,
    to: visitorAddress(input.email),
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<NewsletterConfirmationMail {...props} />, content),
    headers: {
      // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the URL.
      "List-Unsubscribe": `<${props.unsubscribeUrl}>, <${unsubscribeMailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
