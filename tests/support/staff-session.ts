// A member of staff for tests of the built server: `npm run staff` against the site's database,
// and a session made by following a sign-in link as a browser would (its page's button leads to
// the auth library's check, which sets the session cookie).
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** `npm run staff -- …` on the database of a site started with `env`; its output. */
export async function staffCommand(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["scripts/staff.mjs", ...args], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
  });
  return stdout;
}

/** The sign-in link a `staff add` or `staff link` printed. */
export function printedLink(output: string): string {
  const link = /http\S+\/admin\/sign-in\/link\?token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`no sign-in link in:\n${output}`);
  return link;
}

/** Follows a sign-in link's check; the answer (a redirect that sets the session cookie on success). */
export function verifyLink(origin: string, link: string): Promise<Response> {
  const token = new URL(link).searchParams.get("token")!;
  return fetch(`${origin}/admin/auth/magic-link/verify?token=${token}&callbackURL=%2Fadmin&errorCallbackURL=%2Fadmin%2Fsign-in`, {
    redirect: "manual",
  });
}

/** The session cookie ("name=value") a verified link set. */
export function sessionCookie(verified: Response): string {
  const cookie = verified.headers.getSetCookie().find((c) => /^(__Host-)?concord\.session=/.test(c));
  if (!cookie) throw new Error(`the link set no session cookie (status ${verified.status})`);
  return cookie.split(";")[0]!;
}

/** A new session of `email` (a member already): a link from the command line, followed. */
export async function signIn(env: Record<string, string>, origin: string, email: string): Promise<string> {
  return sessionCookie(await verifyLink(origin, printedLink(await staffCommand(env, "link", email))));
}
