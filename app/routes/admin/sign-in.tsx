import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { KeyRound, Mail } from "lucide-react";
import type { Route } from "./+types/sign-in";
import { AuthCard, authClient } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { canonicalEmail } from "~/forms/email-address";
import { LINK_MINUTES, safeNext } from "~/lib/staff-auth";
import { forwardToAuth } from "~/server/auth/auth.server";
import { getEnv } from "~/server/env.server";
import { optionalStaff } from "~/server/auth/session.server";
import "~/workspace.css";

export const meta: Route.MetaFunction = () => [{ title: `Sign in | ${company.name} workspace` }];

const LINK_ERRORS: Record<string, string> = {
  INVALID_TOKEN: "That sign-in link is not valid any more: it works once, within 15 minutes. Ask for a new one below.",
  EXPIRED_TOKEN: "That sign-in link has expired: it works for 15 minutes. Ask for a new one below.",
  new_user_signup_disabled: "That address does not belong to a member of staff.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await optionalStaff(request)) throw redirect(next);
  const error = url.searchParams.get("error");
  return { next, error: error ? (LINK_ERRORS[error] ?? "That sign-in link did not work. Ask for a new one below.") : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").trim();
  const next = safeNext(String(form.get("next") ?? ""));
  // The forms' own address rule, which also gives the one spelling a member was added with.
  const email = typed.length <= 254 ? canonicalEmail(typed) : null;
  if (!email) return { status: "invalid" as const, email: typed, message: "Enter your work e-mail address, such as name@company.com." };
  // Through Better Auth's own endpoint, so its limit on sign-in requests counts this one.
  const headers = new Headers({ "content-type": "application/json", origin: new URL(getEnv().SITE_URL).origin });
  for (const name of ["user-agent", "cookie"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const answer = await forwardToAuth(
    new Request(new URL("/admin/auth/sign-in/magic-link", request.url), {
      method: "POST",
      headers,
      body: JSON.stringify({ email, callbackURL: next, errorCallbackURL: "/admin/sign-in" }),
    }),
    context.clientIp,
  );
  if (answer.status === 429) {
    const seconds = Number(answer.headers.get("x-retry-after") ?? answer.headers.get("retry-after") ?? 600);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return {
      status: "limited" as const,
      email,
      message: `Too many sign-in requests. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }
  if (!answer.ok) return { status: "invalid" as const, email, message: "Enter your work e-mail address, such as name@company.com." };
  // The same answer whether or not the address belongs to staff.
  return { status: "sent" as const, email, message: "" };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);

  async function signInWithPasskey() {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      const client = await authClient();
      const result = await client.signIn.passkey();
      if (result?.error) {
        setPasskeyError("No passkey of this device was accepted. Use the e-mail link instead, then add a passkey under Account.");
        return;
      }
      window.location.assign(loaderData.next);
    } catch {
      setPasskeyError("Passkeys are not available in this browser. Use the e-mail link instead.");
    } finally {
      setPasskeyBusy(false);
    }
  }

  if (actionData?.status === "sent") {
    return (
      <AuthCard title="Check your inbox">
        <p className="mt-3 text-slate-600">
          If <strong className="text-slate-900">{actionData.email}</strong> belongs to a member of staff, a sign-in link is on its way. It
          works once, within {LINK_MINUTES} minutes.
        </p>
        <p className="mt-4 text-sm text-slate-500">No mail after a few minutes? Look in the spam folder, or ask again.</p>
        <Button asChild variant="secondary" className="mt-6 w-full">
          <a href={`/admin/sign-in?next=${encodeURIComponent(loaderData.next)}`}>Back to sign-in</a>
        </Button>
      </AuthCard>
    );
  }

  const problem = actionData?.message || loaderData.error;
  return (
    <AuthCard title="Sign in to the workspace">
      <p className="mt-2 text-sm text-slate-600">For {company.name} staff. Sign in with a passkey, or get a one-time link by e-mail.</p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      ) : null}
      <Button type="button" className="mt-6 w-full" onClick={signInWithPasskey} disabled={passkeyBusy}>
        <KeyRound aria-hidden="true" />
        {passkeyBusy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </Button>
      {passkeyError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {passkeyError}
        </p>
      ) : null}
      <div className="my-6 flex items-center gap-3 text-xs tracking-wide text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Form method="post" noValidate>
        <input type="hidden" name="next" value={loaderData.next} />
        <label htmlFor="email" className="block text-sm font-medium text-slate-800">
          Work e-mail
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={actionData?.email}
          aria-invalid={actionData?.status === "invalid" ? true : undefined}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <Button type="submit" variant="secondary" className="mt-4 w-full" disabled={sending}>
          <Mail aria-hidden="true" />
          {sending ? "Sending…" : "E-mail me a sign-in link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
