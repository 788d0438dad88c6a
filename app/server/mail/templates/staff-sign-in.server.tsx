import { company } from "~/content/company";
import { mailEnv, messageIdFor, type MailContext, type MailMessage } from "~/server/mail/message.server";
import { signature, type MailContent } from "~/server/mail/templates/content.server";
import { MailDocument, renderMail } from "~/server/mail/templates/layout.server";

export interface StaffSignInProps {
  /** The one-time sign-in page (carries the token). */
  url: string;
  minutes: number;
  siteUrl: string;
}

export function staffSignInContent({ url, minutes, siteUrl }: StaffSignInProps): MailContent {
  return {
    subject: `Your sign-in link for the ${company.name} workspace`,
    greeting: "Hello,",
    paragraphs: [
      `Use the link below to sign in to the ${company.name} workspace. It works once, within ${minutes} minutes.`,
      "Once you are in, add a passkey (your fingerprint, face or device PIN) so you can sign in without a mail next time.",
    ],
    action: { label: "Sign in to the workspace", href: url },
    closing: signature,
    notes: [
      {
        text: "You receive this mail because someone asked to sign in with this address. If it was not you, ignore it: nobody can use the link without your mailbox.",
      },
    ],
    siteUrl,
  };
}

export function buildStaffSignIn(input: { email: string; url: string; minutes: number }, context: MailContext): MailMessage {
  const env = mailEnv(context);
  const props: StaffSignInProps = { url: input.url, minutes: input.minutes, siteUrl: env.SITE_URL };
  const content = staffSignInContent(props);
  return {
    from: env.MAIL_FROM,
    to: input.email,
    replyTo: env.MAIL_REPLY_TO,
    subject: content.subject,
    ...renderMail(<MailDocument content={content} />, content),
    headers: {},
    messageId: messageIdFor(context.id, env),
    attachments: [],
  };
}
