/**
 * Sign-in for the company's staff (decision 0014): Better Auth over the site's own PostgreSQL,
 * with passkeys and a one-time e-mail link, and no passwords. Sessions are rows in the database
 * (revocable, one per browser), idle after IDLE_SECONDS, and over after ABSOLUTE_SECONDS
 * whatever their use (checked in session.server.ts).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";
import { company } from "~/content/company";
import { LINK_MINUTES } from "~/lib/staff-auth";
import { getDb, transactionWithoutFlush, type Database, type Transaction } from "~/server/db/client.server";
import {
  auditLog,
  staffAccounts,
  staffPasskeys,
  staffRateLimits,
  staffSessions,
  staffUsers,
  staffVerifications,
} from "~/server/db/schema.server";
import { getEnv, type Env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail/send.server";
import { buildStaffSignIn } from "~/server/mail/templates/staff-sign-in.server";
import { hitRateLimit, VISITOR_MAILS_KEY } from "~/server/security/rate-limit.server";
import type { AuditAction } from "~/lib/audit-labels";

const HOUR_MS = 60 * 60_000;

/** Where Better Auth answers: sign-in requests, the link's check, passkeys, sign-out. */
export const AUTH_BASE_PATH = "/admin/auth";
/** A session unused this long is over. */
export const IDLE_SECONDS = 12 * 60 * 60;
/** A session is over this long after sign-in, however much it is used. */
export const ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;
/** Sign-in requests (links asked for, passkey attempts) one address may make in 10 minutes. */
export const SIGN_IN_LIMIT = 5;
/**
 * The client's address as the server read it (TRUST_PROXY applied), handed to Better Auth in
 * this header by the auth route, which overwrites whatever the client sent under that name.
 */
export const CLIENT_IP_HEADER = "x-concord-client-ip";

/** The session cookie: __Host- over HTTPS (Secure, whole site, no Domain), a plain name over http://localhost. */
export function sessionCookieName(siteUrl: string): string {
  return siteUrl.startsWith("https://") ? "__Host-concord.session" : "concord.session";
}

/** The secret that signs cookies: AUTH_SECRET, or one made once and kept in DATA_DIR. */
async function authSecret(env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    const kept = (await readFile(file, "utf8")).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  if (env.DATABASE_URL) {
    logger().warn(`AUTH_SECRET is not set: made one in ${file}. Several instances on one database need the same AUTH_SECRET.`);
  }
  return secret;
}

/** Records what a member of staff did (or the command line, as "system"). */
export async function audit(
  db: Database | Transaction,
  entry: { actorId?: string | null; actorEmail: string; action: AuditAction; target?: string | null; details?: unknown },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}

/** The passkey endpoints whose success is audited, with their action. */
const PASSKEY_ACTIONS: Record<string, AuditAction> = {
  "/passkey/verify-registration": "passkey.add",
  "/passkey/update-passkey": "passkey.rename",
  "/passkey/delete-passkey": "passkey.remove",
};

export interface AuthOptions {
  /** Called with each sign-in link made (the command line prints it); the link is mailed either way. */
  onLink?: (link: { email: string; url: string }) => void;
  /** Wait for the mail to be sent (the command line, which exits afterwards). */
  awaitMail?: boolean;
}

/**
 * Mails a sign-in link, unless the member has had SIGN_IN_HOURLY_CAP links this hour: a request
 * over it is answered as any other and mails nothing, so sign-in cannot be made to flood a
 * member's mailbox (`capped` is false for the command line's links, which count all the same). A new link does not end the older ones: mail may arrive out of order, each
 * link works once and for LINK_MINUTES, and the cap bounds how many can be live. Each link mailed
 * counts in MAIL_HOURLY_CAP's hour (VISITOR_MAILS_KEY), but is never held back by it: a flood of
 * visitors must not lock the staff out of the workspace that shows them the leads.
 */
async function mailSignInLink(db: Database, env: Env, link: { email: string; url: string; capped: boolean }): Promise<void> {
  const { email, url } = link;
  const perMember = await transactionWithoutFlush(db, (tx) =>
    hitRateLimit(tx, `sign-in-link:${email}`, { limit: env.SIGN_IN_HOURLY_CAP, windowMs: HOUR_MS }),
  );
  if (!perMember.allowed && link.capped) {
    logger().warn(`Sign-in link for ${email} not mailed: ${env.SIGN_IN_HOURLY_CAP} were mailed to it this hour (SIGN_IN_HOURLY_CAP)`);
    return;
  }
  await transactionWithoutFlush(db, (tx) => hitRateLimit(tx, VISITOR_MAILS_KEY, { limit: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS }));
  const result = await sendMail(buildStaffSignIn({ email, url, minutes: LINK_MINUTES }, { id: `sign-in-${randomUUID()}` }), env);
  if (!result.ok) throw new Error(result.error);
}

function createAuth(db: Database, env: Env, secret: string, options: AuthOptions = {}) {
  const siteUrl = env.SITE_URL;
  const https = siteUrl.startsWith("https://");
  return betterAuth({
    appName: company.name,
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [new URL(siteUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        passkey: staffPasskeys,
        rateLimit: staffRateLimits,
      },
    }),
    user: {
      additionalFields: { role: { type: "string", required: false, defaultValue: "staff", input: false } },
    },
    emailAndPassword: { enabled: false },
    session: {
      expiresIn: IDLE_SECONDS,
      // The idle clock restarts at most every 15 minutes of use (one write, not one per request).
      updateAge: 15 * 60,
      // No cookie cache: a revoked session ends on its next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 60,
      customRules: {
        "/sign-in/magic-link": { window: 600, max: SIGN_IN_LIMIT },
        "/magic-link/verify": { window: 600, max: SIGN_IN_LIMIT * 4 },
        "/passkey/verify-authentication": { window: 600, max: SIGN_IN_LIMIT * 4 },
      },
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: sessionCookieName(siteUrl), attributes: { secure: https, sameSite: "lax", path: "/", httpOnly: true } },
      },
      defaultCookieAttributes: { secure: https, sameSite: "lax", httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // A member's passkeys are added, renamed and removed through Better Auth's own endpoints
    // (the account page calls them from the browser): each one that succeeds is audited here.
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const action = PASSKEY_ACTIONS[ctx.path];
        const returned = ctx.context.returned;
        if (!action || !returned || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
        const session = await getSessionFromCtx(ctx);
        if (!session) return;
        const body = (ctx.body ?? {}) as { id?: unknown; name?: unknown };
        const passkeyId = typeof body.id === "string" ? body.id : (returned as { id?: string }).id;
        await audit(db, {
          actorId: session.user.id,
          actorEmail: session.user.email,
          action,
          target: passkeyId ?? null,
          details: typeof body.name === "string" ? { name: body.name } : null,
        });
      }),
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            const [user] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, session.userId));
            await audit(db, { actorId: session.userId, actorEmail: user?.email ?? "unknown", action: "sign-in" });
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: LINK_MINUTES * 60,
        // Only staff get a link; an unknown address is answered the same way and mailed nothing.
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }) => {
          const [member] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email.toLowerCase()));
          if (!member) return;
          // The mail leads to a page with a button, not to the link's check itself: a mail
          // scanner that opens every link would otherwise use the link up.
          const url = `${siteUrl}/admin/sign-in/link?token=${encodeURIComponent(token)}`;
          options.onLink?.({ email, url });
          // Not awaited on the web: a staff address must not take longer to answer than any other.
          // The command line (run on the server, which prints the link too) is not capped.
          const sending = mailSignInLink(db, env, { email, url, capped: !options.onLink }).catch((error: unknown) =>
            logger().error(`The sign-in link for ${email} could not be mailed: ${error instanceof Error ? error.message : error}`),
          );
          if (options.awaitMail) await sending;
        },
      }),
      passkey({ rpID: new URL(siteUrl).hostname, rpName: `${company.name} workspace`, origin: new URL(siteUrl).origin }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per process, on globalThis like the database handle (the dev server reloads modules).
const state = globalThis as typeof globalThis & { __concordAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  state.__concordAuth ??= (async () => {
    const env = getEnv();
    return createAuth(await getDb(), env, await authSecret(env));
  })().catch((error: unknown) => {
    state.__concordAuth = undefined;
    throw error;
  });
  return state.__concordAuth;
}

/** An instance of its own, for the command line (which prints the links it makes). */
export async function createCommandLineAuth(options: AuthOptions): Promise<Auth> {
  const env = getEnv();
  return createAuth(await getDb(), env, await authSecret(env), options);
}

/**
 * The auth library's endpoints the workspace uses over HTTP, with their methods: the sign-in
 * link (asked for by the sign-in page, checked from the mailed page's button), passkeys (sign-in,
 * adding and deleting one on the Account page) and the session's read. Every other endpoint the
 * library has (renaming an account, changing its address, deleting it, listing accounts…)
 * answers 404: the workspace does those things itself, with its own rules and audit entries.
 */
export const AUTH_ENDPOINTS: Readonly<Record<string, "GET" | "POST">> = {
  "/sign-in/magic-link": "POST",
  "/magic-link/verify": "GET",
  "/passkey/generate-authenticate-options": "GET",
  "/passkey/verify-authentication": "POST",
  "/passkey/generate-register-options": "GET",
  "/passkey/verify-registration": "POST",
  "/passkey/delete-passkey": "POST",
  "/passkey/update-passkey": "POST",
  "/get-session": "GET",
};

/**
 * The session the headers carry, or null. A session past the absolute limit is over, however
 * recently it was used: it is deleted here, so neither a page nor the auth library's own
 * endpoints take it again.
 */
export async function currentSession(headers: Headers) {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() > ABSOLUTE_SECONDS * 1000) {
    const db = await getDb();
    await db.delete(staffSessions).where(eq(staffSessions.id, found.session.id));
    return null;
  }
  return found;
}

/**
 * Hands a request to Better Auth, if it is for one of AUTH_ENDPOINTS (404 otherwise). The
 * client's address goes along in a header of our own, replacing any the client sent under that
 * name, so the sign-in limits count per real client.
 */
export async function forwardToAuth(request: Request, clientIp: string | undefined): Promise<Response> {
  const endpoint = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (AUTH_ENDPOINTS[endpoint] !== method)
    return new Response("Not found.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp || "unknown");
  // A session past its absolute limit ends before the library sees it.
  if (headers.has("cookie")) await currentSession(headers);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const auth = await getAuth();
  return auth.handler(new Request(request.url, { method: request.method, headers, body }));
}
