/**
 * The workspace's gate: every loader and action under /admin (but sign-in) starts with
 * requireStaff. Without a valid session the answer is a redirect to sign-in (with the page to come
 * back to), or 401 to a tool that asks for JSON; a member of staff asking for an owner's action gets 403.
 */
import { data, redirect } from "react-router";
import { currentSession } from "~/server/auth/auth.server";
import { type StaffRole } from "~/server/db/schema.server";
import { safeNext } from "~/lib/staff-auth";

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: string;
}

/** Whether the request is a tool's, asking for JSON or sending it; browsers and React Router's own requests are not. */
function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  return (
    (accept.includes("application/json") && !accept.includes("text/html")) || (request.headers.get("content-type") ?? "").includes("json")
  );
}

function refuse(request: Request): never {
  if (wantsJson(request)) throw data({ status: "unauthorized", message: "Sign in to the workspace first." }, { status: 401 });
  const url = new URL(request.url);
  throw redirect(`/admin/sign-in?next=${encodeURIComponent(safeNext(`${url.pathname}${url.search}`))}`);
}

/** The signed-in member of staff, or no answer but a redirect to sign-in (or 401). */
export async function requireStaff(request: Request, options: { role?: StaffRole } = {}): Promise<Staff> {
  const found = await currentSession(request.headers);
  if (!found) refuse(request);
  const { session, user } = found;
  const role = (user as { role?: string }).role === "owner" ? "owner" : "staff";
  if (options.role === "owner" && role !== "owner") {
    throw data({ status: "forbidden", message: "Only an owner can do this." }, { status: 403 });
  }
  return { id: user.id, email: user.email, name: user.name, role, sessionId: session.id };
}

/** The member of staff signed in, if any (the sign-in page sends them on). */
export async function optionalStaff(request: Request): Promise<{ id: string } | null> {
  const found = await currentSession(request.headers);
  return found ? { id: found.user.id } : null;
}
