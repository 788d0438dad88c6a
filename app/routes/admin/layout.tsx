// The workspace's frame: who is signed in, the navigation, and the page. Every page inside it
// is for staff only: this loader refuses a request without a session before any page's own.
import {
  IdCard,
  Inbox,
  LayoutDashboard,
  Menu,
  MessageCircleQuestion,
  Newspaper,
  Presentation,
  ScrollText,
  Send,
  ShieldCheck,
  UserRound,
  UsersRound,
} from "lucide-react";
import { useState } from "react";
import { isRouteErrorResponse, NavLink, Outlet, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { LogoMark } from "~/components/logo";
import { company } from "~/content/company";
import { cn } from "~/lib/cn";
import { requireStaff } from "~/server/auth/session.server";
import "~/workspace.css";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { staff: { email: staff.email, name: staff.name, role: staff.role } };
}

/** The workspace's pages; an owner-only one is not offered to staff (its loader refuses them too). */
const NAV: { to: string; label: string; icon: typeof Inbox; end: boolean; ownerOnly?: boolean }[] = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/admin/leads", label: "Leads", icon: Inbox, end: false },
  { to: "/admin/team", label: "Team", icon: IdCard, end: false },
  { to: "/admin/webinars", label: "Webinars", icon: Presentation, end: false },
  { to: "/admin/subscribers", label: "Subscribers", icon: Newspaper, end: false },
  { to: "/admin/outbox", label: "Outbox", icon: Send, end: false },
  { to: "/admin/assistant", label: "Assistant", icon: MessageCircleQuestion, end: false },
  { to: "/admin/privacy", label: "Privacy", icon: ShieldCheck, end: false },
  { to: "/admin/staff", label: "Staff", icon: UsersRound, end: false, ownerOnly: true },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText, end: false, ownerOnly: true },
  { to: "/admin/account", label: "Account", icon: UserRound, end: false },
];

function Frame({ children, email, role }: { children: React.ReactNode; email?: string; role?: string }) {
  // On a phone the navigation is a menu, closed until asked for and closed again on arrival.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#workspace-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="bg-ink text-slate-200 lg:min-h-dvh">
        <div className="flex items-center gap-3 px-4 py-4">
          <LogoMark className="size-8" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{company.name}</p>
            <p className="text-xs text-slate-400">Workspace</p>
          </div>
          <button
            type="button"
            className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="workspace-nav"
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <Menu aria-hidden="true" className="size-4" />
            Menu
          </button>
        </div>
        <nav id="workspace-nav" aria-label="Workspace" className={cn("px-2 pb-3 lg:block lg:pb-0", menuOpen ? "block" : "hidden")}>
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {NAV.filter((item) => !item.ownerOnly || role === "owner").map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-white/10 hover:text-white lg:min-h-10",
                      isActive && "bg-white/10 text-white",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {email ? <p className="hidden truncate px-5 pt-6 text-xs text-slate-400 lg:block">Signed in as {email}</p> : null}
      </header>
      <main id="workspace-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}

export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame email={loaderData.staff.email} role={loaderData.staff.role}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? "Only an owner can do this."
      : status === 404
        ? "There is nothing at this address in the workspace."
        : "Something went wrong. Please try again; if it keeps happening, tell the site's administrator.";
  const heading = status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  return (
    <Frame>
      <title>{`${heading} | ${company.name} workspace`}</title>
      <h1 className="text-xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
    </Frame>
  );
}
