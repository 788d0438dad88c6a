import { ChevronDown, Menu, X } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/logo";
import { company } from "~/content/company";
import { Button } from "~/components/ui/button";
import { isNavActive, mainNav, servicesMenu } from "~/content/navigation";
import { cn } from "~/lib/cn";

export function SiteHeader() {
  const { pathname } = useLocation();
  const mobileId = useId();

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
            className="group inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/10 lg:hidden"
            aria-expanded="false"
            aria-controls={mobileId}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
            <span className="sr-only group-aria-expanded:hidden">Open menu</span>
            <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
          </button>
        </div>
      </div>

      <nav
        id={mobileId}
        aria-label="Mobile"
        hidden
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-ink lg:hidden"
      >
        <ul className="container-page space-y-1 py-4">
          {mainNav.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={currentFor(item.href, pathname)}
                className={cn(mobileLinkClass, isNavActive(item.href, pathname) && "bg-white/10 text-accent-300")}
              >
                {item.title}
              </Link>
              {item.href === "/services" && (
                <ul className="mt-1 mb-2 ml-4 space-y-0.5 border-l border-white/15 pl-3">
                  {servicesMenu.map((entry) => (
                    <li key={entry.href}>
                      <Link
                        to={entry.href}
                        aria-current={pathname === entry.href ? "page" : undefined}
                        className={cn(mobileSubLinkClass, pathname === entry.href && "text-accent-300")}
                      >
                        {entry.title}
                      </Link>
                      {entry.children && (
                        <ul className="ml-3 border-l border-white/10 pl-3">
                          {entry.children.map((child) => (
                            <li key={child.href}>
                              <Link
                                to={child.href}
                                aria-current={pathname === child.href ? "page" : undefined}
                                className={cn(mobileSubLinkClass, "text-slate-300", pathname === child.href && "text-accent-300")}
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
              )}
            </li>
          ))}
          <li className="pt-3">
            <Button asChild className="w-full">
              <Link to="/book-demo">Book a Free Demo</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
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
const mobileSubLinkClass = "flex min-h-10 items-center rounded-md px-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white";

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
