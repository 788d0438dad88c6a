import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { company, formatAddress } from "~/content/company";
import { contactInfo } from "~/content/contact";

/** 44 px tall, a comfortable tap target; an address too long for the card breaks anywhere. */
const linkClass =
  "inline-flex min-h-11 max-w-full items-center font-semibold wrap-anywhere text-brand-700 underline-offset-2 hover:underline";

/** The contact page's facts card: e-mail, phone, address, hours and the site's own address. */
export function ContactInfoCard({ siteUrl, headingLevel = 2 }: { siteUrl?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { labels } = contactInfo;
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Heading id="contact-info-heading" className="text-xl font-bold tracking-tight">
        {contactInfo.title}
      </Heading>
      <dl className="mt-6 space-y-5">
        <Row icon={Mail} label={labels.email}>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </Row>
        <Row icon={Phone} label={labels.phone}>
          <a href={`tel:${company.phone.e164}`} className={linkClass}>
            {company.phone.display}
          </a>
        </Row>
        <Row icon={MapPin} label={labels.address}>
          <address className="whitespace-pre-line not-italic">{formatAddress("two")}</address>
        </Row>
        <Row icon={Clock} label={labels.hours}>
          <span className="block">{company.openingHours.label}</span>
          <span className="block">{company.closedLabel}</span>
        </Row>
        {siteUrl && (
          <Row icon={Globe} label={labels.website}>
            <a href={siteUrl} className={linkClass}>
              {siteUrl.replace(/^https?:\/\//, "")}
            </a>
          </Row>
        )}
      </dl>
    </section>
  );
}

function Row({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-medium text-slate-600">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
