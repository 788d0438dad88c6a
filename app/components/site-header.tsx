import { ChevronDown, Menu, X } from "lucide-react";
import { useId } from "react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/logo";
import { company } from "~/content/company";
import { Button } from "~/components/ui/button";
import { isNavActive, mainNav, servicesMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";

export function SiteHeader() {
  const { pathname } = useLocation();

  // The menus open and close in app/enhance/disclosure.ts (pages are rendered on the server only).
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      data-disclosure=""
      className="on-dark fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink/90 text-white backdrop-blur-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2.5 rounded-md text-base" aria-label={`${company.name}, home`}>
          <Logo className="flex items-center gap-2.5" nameClassName="lg:max-xl:sr-only" />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.href === "/services" ? (
                <li key={item.href}>
                  <ServicesDisclosure active={isNavActive(item.href, pathname)} />
                </li>
              ) : (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    className={cn(navLinkClass, isNavActive(item.href, pathname) && navLinkActive)}
                    aria-current={currentFor(item.href, pathname)}
                  >
                    {item.title}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/book-demo">Book a Free Demo</Link>
          </Button>
          <button
            type="button"
            data-disclosure-button=""
            className={cn(menuButtonClass, "noscript:hidden")}
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
            <span className="sr-only group-aria-expanded:hidden">Open menu</span>
            <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
          </button>
          {/* Without JavaScript the menu opens as the page's #target (app/app.css). */}
          <a href={`#${MOBILE_MENU_ID}`} data-nojs-menu="open" className={cn(menuButtonClass, "hidden")}>
            <Menu className="size-6" aria-hidden="true" />
            <span className="sr-only">Open menu</span>
          </a>
          <a href="#menu-closed" data-nojs-menu="close" className={cn(menuButtonClass, "hidden")}>
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">Close menu</span>
          </a>
        </div>
      </div>

      <MobileMenu pathname={pathname} />
    </header>
  );
}

/** One mobile menu per page, so its id is fixed: without JavaScript, #mobile-menu opens it. */
const MOBILE_MENU_ID = "mobile-menu";

const menuButtonClass = "group inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden";

/**
 * The small-screen menu: the top bar's links, with Services and its AI Training courses in
 * groups that start closed, and "Book a Free Demo" pinned to the panel's foot so it is in view
 * however far the list runs. `data-js-closed` panels are closed from the first paint with
 * JavaScript; without it the groups show open (app/app.css, app/enhance/disclosure.ts).
 */
function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label="Mobile"
      data-js-closed=""
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-white/10 bg-ink shadow-2xl shadow-black/50 lg:hidden"
    >
      <ul className="container-page space-y-1 py-3">
        {mainNav.map((item) =>
          item.href === "/services" ? (
            <MobileGroup key={item.href} title={item.title} href={item.href} toggleLabel="Services pages" pathname={pathname}>
              {servicesMenu.map((entry) =>
                entry.children ? (
                  <MobileGroup
                    key={entry.href}
                    title={entry.title}
                    href={entry.href}
                    toggleLabel={`${entry.title} courses`}
                    pathname={pathname}
                    nested
                  >
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <MobileLink href={child.href} pathname={pathname} className={mobileCourseLinkClass}>
                          {child.title}
                        </MobileLink>
                      </li>
                    ))}
                  </MobileGroup>
                ) : (
                  <li key={entry.href}>
                    <MobileLink href={entry.href} pathname={pathname} className={mobileSubLinkClass}>
                      {entry.title}
                    </MobileLink>
                  </li>
                ),
              )}
            </MobileGroup>
          ) : (
            <li key={item.href}>
              <MobileLink href={item.href} pathname={pathname} className={mobileLinkClass}>
                {item.title}
              </MobileLink>
            </li>
          ),
        )}
      </ul>
      <div className="sticky bottom-0 border-t border-white/10 bg-ink py-3 sm:hidden">
        <div className="container-page">
          <Button asChild className="w-full">
            <Link to="/book-demo">Book a Free Demo</Link>
          </Button>
        </div>
      </div>
    </nav>
  );
}

/**
 * A link with a disclosure button beside it (WAI-ARIA disclosure navigation): the link still goes
 * to its page, the button shows the entries under it.
 */
function MobileGroup({
  title,
  href,
  toggleLabel,
  pathname,
  nested = false,
  children,
}: {
  title: string;
  href: string;
  toggleLabel: string;
  pathname: string;
  nested?: boolean;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <li data-disclosure="">
      <div className="flex items-center gap-1">
        <MobileLink href={href} pathname={pathname} className={cn(nested ? mobileSubLinkClass : mobileLinkClass, "flex-1")}>
          {title}
        </MobileLink>
        <button
          type="button"
          data-disclosure-button=""
          aria-expanded="false"
          aria-controls={panelId}
          className="group inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-200 hover:bg-white/10 hover:text-white noscript:hidden"
        >
          <ChevronDown className="size-5 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
          <span className="sr-only">{toggleLabel}</span>
        </button>
      </div>
      <ul id={panelId} data-js-closed="" className={cn("mt-1 mb-2 space-y-1 border-l border-white/15", nested ? "ml-3 pl-2" : "ml-4 pl-3")}>
        {children}
      </ul>
    </li>
  );
}

function MobileLink({ href, pathname, className, children }: { href: string; pathname: string; className: string; children: ReactNode }) {
  return (
    <Link
      to={href}
      aria-current={currentFor(href, pathname)}
      className={cn(className, isNavActive(href, pathname) && "bg-white/10 text-accent-300")}
    >
      {children}
    </Link>
  );
}

/** "page" on the link's own page; "true" on a section link (Services) while inside the section. */
function currentFor(href: string, pathname: string): "page" | "true" | undefined {
  if (pathname === href) return "page";
  return isNavActive(href, pathname) ? "true" : undefined;
}

const navLinkClass =
  "inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium xl:px-3 text-slate-200 transition-colors hover:bg-white/10 hover:text-white";
const navLinkActive = "bg-white/10 text-accent-300 hover:text-accent-300";
const mobileLinkClass = "flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-100 hover:bg-white/10";
const mobileSubLinkClass = "flex min-h-11 items-center rounded-md px-3 text-[0.9375rem] text-slate-200 hover:bg-white/10 hover:text-white";
/** Course names run to two lines on a phone: each gets its own padded, 44 px or taller target. */
const mobileCourseLinkClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 text-sm leading-snug text-slate-300 hover:bg-white/10 hover:text-white";

/**
 * WAI-ARIA disclosure navigation: "Services" stays a link to /services; the button beside it
 * shows the submenu. Hover opens it on devices that hover; click and keyboard work everywhere;
 * Escape closes it and returns focus to the button; focus leaving the menu closes it
 * (behaviour: app/enhance/disclosure.ts).
 */
function ServicesDisclosure({ active }: { active: boolean }) {
  const menuId = useId();
  const { pathname } = useLocation();

  return (
    <div className="relative flex items-center" data-disclosure="" data-hover="" data-dismiss="">
      <Link
        to="/services"
        className={cn(navLinkClass, "rounded-r-none pr-1.5", active && navLinkActive)}
        aria-current={currentFor("/services", pathname)}
      >
        Services
      </Link>
      <button
        type="button"
        data-disclosure-button=""
        aria-expanded="false"
        aria-controls={menuId}
        className={cn(
          "group inline-flex min-h-10 min-w-7 items-center justify-center rounded-md rounded-l-none text-slate-200 hover:bg-white/10 hover:text-white",
          active && "bg-white/10 text-accent-300",
        )}
      >
        <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
        <span className="sr-only">Services menu</span>
      </button>
      <div id={menuId} hidden className="absolute top-full left-1/2 w-[22rem] -translate-x-1/2 pt-2">
        <ul className="animate-fade-in rounded-xl border border-white/10 bg-ink-2 p-2 shadow-2xl shadow-black/40">
          {servicesMenu.map((entry) => (
            <li key={entry.href}>
              <Link
                to={entry.href}
                className={cn(dropdownLinkClass, "font-semibold text-white", pathname === entry.href && "text-accent-300")}
                aria-current={pathname === entry.href ? "page" : undefined}
              >
                {entry.title}
              </Link>
              {entry.children && (
                <ul className="mb-1 ml-3 border-l border-white/10 pl-2">
                  {entry.children.map((child) => (
                    <li key={child.href}>
                      <Link
                        to={child.href}
                        className={cn(dropdownLinkClass, "text-[0.8125rem] text-slate-300", pathname === child.href && "text-accent-300")}
                        aria-current={pathname === child.href ? "page" : undefined}
                      >
                        {child.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const dropdownLinkClass = "flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm leading-snug hover:bg-white/10 hover:text-white";
