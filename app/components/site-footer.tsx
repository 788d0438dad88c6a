import { Mail, MapPin, Phone } from "lucide-react";
import { Link, useLocation } from "react-router";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { Logo } from "~/components/logo";
import { company, formatAddress } from "~/content/company";
import { footerCompany, footerServices } from "~/content/navigation";

declare const __BUILD_YEAR__: number;

/** The build's year; app/enhance sets the current one in the browser, after a New Year too. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

export function SiteFooter() {
  // The newsletter page holds the same form in its body.
  const onNewsletterPage = useLocation().pathname === "/newsletter";
  return (
    <footer className="on-dark bg-ink text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Footer
      </h2>
      {onNewsletterPage ? null : (
        <section aria-labelledby="newsletter-heading" className="border-b border-white/10">
          <div className="container-page grid gap-6 py-12 md:grid-cols-2 md:items-center">
            <div>
              <h3 id="newsletter-heading" className="text-xl font-semibold text-white">
                Join Our Newsletter
              </h3>
              <p className="mt-2 text-slate-300">Stay updated with the latest in AI technology and exclusive insights</p>
            </div>
            <NewsletterForm className="md:justify-self-end" />
          </div>
        </section>
      )}

      {/* Services and Company side by side from the smallest screen: their links are tall tap targets. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2.5 rounded-md text-white" aria-label={`${company.name}, home`}>
            <Logo className="flex items-center gap-2.5" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed">{company.blurb}</p>
        </div>
        <FooterColumn title="Services" links={footerServices} />
        <FooterColumn title="Company" links={footerCompany} />
        <div className="col-span-2 lg:col-span-1">
          <h3 className="text-sm font-semibold tracking-wide text-white uppercase">Contact Us</h3>
          <ul className="mt-4 space-y-1 text-sm">
            <li className="flex gap-2.5 pb-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
            <li className="flex items-center gap-2.5">
              <Mail className="size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${company.email}`} className={contactLinkClass}>
                {company.email}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Phone className="size-4 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`tel:${company.phone.e164}`} className={contactLinkClass}>
                {company.phone.display}
              </a>
            </li>
          </ul>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social networks">
            {company.social.map((network) => (
              <li key={network.name}>
                <a
                  href={network.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-11 items-center rounded-md px-3 text-sm ring-1 ring-white/20 hover:bg-white/10 hover:text-white"
                >
                  {network.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room at the foot for the floating Chat button, so it covers no link there. */}
        <p className="container-page pt-6 pb-20 text-sm text-slate-400 sm:pb-6">
          © <span data-current-year="">{BUILD_YEAR}</span> {company.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** Links, also inline ones in the contact list, are 44 px tall tap targets. */
const contactLinkClass = "inline-flex min-h-11 items-center wrap-anywhere hover:text-white hover:underline";

function FooterColumn({ title, links }: { title: string; links: readonly { title: string; href: string }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h3>
      <ul className="mt-3 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
