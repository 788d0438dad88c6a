import { useState } from "react";
import { Form, redirect, useRevalidator } from "react-router";
import { KeyRound, LogOut, Pencil, Trash2 } from "lucide-react";
import type { Route } from "./+types/account";
import { authClient } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import { inputClass, labelClass, Notice, useSubmitting } from "~/components/admin/ui";
import { MAX_STAFF_NAME } from "~/lib/staff-auth";
import { renameStaff } from "~/server/admin/staff.server";
import { audit, getAuth } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

/** A passkey's name: enough for "Dana's work laptop (Chrome)". */
const MAX_PASSKEY_NAME = 60;

export const meta: Route.MetaFunction = () => [{ title: `Account | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const auth = await getAuth();
  const [passkeys, sessions] = await Promise.all([
    auth.api.listPasskeys({ headers: request.headers }),
    auth.api.listSessions({ headers: request.headers }),
  ]);
  return {
    staff: { email: staff.email, role: staff.role, name: staff.name },
    passkeys: passkeys.map((key) => ({ id: key.id, name: key.name ?? "Passkey", createdAt: key.createdAt })),
    sessions: sessions.length,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const auth = await getAuth();
  const db = await getDb();
  if (intent === "rename") {
    return renameStaff(db, { id: staff.id, name: String(form.get("name") ?? "") }, { actorId: staff.id, actorEmail: staff.email });
  }
  if (intent === "sign-out-everywhere") {
    await auth.api.revokeOtherSessions({ headers: request.headers });
    await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "sign-out-everywhere" });
  } else if (intent !== "sign-out") {
    return { error: "Unknown action." };
  }
  // Ends this browser's session and clears its cookie.
  const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
  if (intent === "sign-out") await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "sign-out" });
  throw redirect("/admin/sign-in", { headers });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, passkeys, sessions } = loaderData;
  const renaming = useSubmitting("rename");
  const renamed = actionData && "ok" in actionData ? actionData : null;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The passkey being renamed, and the name for the next one.
  const [editing, setEditing] = useState<string | null>(null);
  const [newName, setNewName] = useState("");

  async function addPasskey() {
    setBusy(true);
    setMessage(null);
    try {
      const client = await authClient();
      const result = await client.passkey.addPasskey({ name: newName.trim() || navigator.platform || "This device" });
      if (result?.error) setMessage({ text: "The passkey was not added. Try again, or use another device.", error: true });
      else {
        setMessage({ text: "Passkey added. Next time, sign in with it.", error: false });
        setNewName("");
      }
      await revalidator.revalidate();
    } catch {
      setMessage({ text: "This browser cannot make passkeys.", error: true });
    } finally {
      setBusy(false);
    }
  }

  async function renamePasskey(id: string, name: string) {
    setBusy(true);
    setMessage(null);
    try {
      const client = await authClient();
      const result = await client.passkey.updatePasskey({ id, name: name.trim() });
      setMessage(
        result?.error
          ? { text: `The passkey was not renamed${result.error.message ? `: ${result.error.message}` : "."}`, error: true }
          : { text: "Passkey renamed.", error: false },
      );
      if (!result?.error) setEditing(null);
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  async function removePasskey(id: string) {
    setBusy(true);
    setMessage(null);
    try {
      const client = await authClient();
      const result = await client.passkey.deletePasskey({ id });
      setMessage(result?.error ? { text: "The passkey was not removed.", error: true } : { text: "Passkey removed.", error: false });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Account</h1>
      <p className="mt-1 text-slate-600">
        {staff.email} · {staff.role === "owner" ? "Owner" : "Staff"}
      </p>

      <section aria-labelledby="your-name" className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="your-name" className="font-semibold text-slate-900">
          Your name
        </h2>
        <p className="mt-1 text-sm text-slate-600">How the workspace names you: on the leads you own, in notes and in the audit log.</p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="rename" />
          <div className="min-w-60 flex-1">
            <label htmlFor="staff-name" className={labelClass}>
              Name
            </label>
            <input
              id="staff-name"
              name="name"
              required
              maxLength={MAX_STAFF_NAME}
              autoComplete="name"
              defaultValue={staff.name}
              key={staff.name}
              className={`${inputClass} mt-1`}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={renaming}>
            {renaming ? "Saving…" : "Save name"}
          </Button>
        </Form>
        {renamed ? (
          <div className="mt-3">
            <Notice tone={renamed.ok ? "ok" : "error"}>{renamed.message}</Notice>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="passkeys" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="passkeys" className="font-semibold text-slate-900">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-slate-600">Sign in with your fingerprint, face or device PIN instead of an e-mail link.</p>
        {passkeys.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No passkey yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {passkeys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                {editing === key.id ? (
                  <form
                    className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
                    onSubmit={(event) => {
                      event.preventDefault();
                      void renamePasskey(key.id, String(new FormData(event.currentTarget).get("name") ?? ""));
                    }}
                  >
                    <div className="min-w-48 flex-1">
                      <label htmlFor={`passkey-${key.id}`} className={labelClass}>
                        Name of the passkey
                      </label>
                      <input
                        id={`passkey-${key.id}`}
                        name="name"
                        required
                        maxLength={MAX_PASSKEY_NAME}
                        defaultValue={key.name}
                        // Opened by "Rename": the field takes the focus, as an inline edit does.
                        ref={(input) => input?.focus()}
                        className={`${inputClass} mt-1`}
                      />
                    </div>
                    <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                      Save
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </form>
                ) : (
                  <>
                    <span className="min-w-0">
                      <span className="font-medium break-words text-slate-900">{key.name}</span>{" "}
                      <span className="text-sm text-slate-500">added {formatWhen(key.createdAt ?? new Date())}</span>
                    </span>
                    <span className="flex gap-1">
                      <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(key.id)} disabled={busy}>
                        <Pencil aria-hidden="true" />
                        Rename<span className="sr-only"> {key.name}</span>
                      </Button>
                      <Button type="button" variant="ghost" size="sm" onClick={() => removePasskey(key.id)} disabled={busy}>
                        <Trash2 aria-hidden="true" />
                        Remove<span className="sr-only"> {key.name}</span>
                      </Button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <label htmlFor="new-passkey-name" className={labelClass}>
              Name for a new passkey (optional)
            </label>
            <input
              id="new-passkey-name"
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              maxLength={MAX_PASSKEY_NAME}
              placeholder="Work laptop"
              className={`${inputClass} mt-1`}
            />
          </div>
          <Button type="button" onClick={addPasskey} disabled={busy}>
            <KeyRound aria-hidden="true" />
            Add a passkey
          </Button>
        </div>
        {message ? (
          <p
            role={message.error ? "alert" : "status"}
            className={message.error ? "mt-3 text-sm text-red-700" : "mt-3 text-sm text-emerald-700"}
          >
            {message.text}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="sessions" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="sessions" className="font-semibold text-slate-900">
          Sessions
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          You are signed in on {sessions} {sessions === 1 ? "browser" : "browsers"}. A session ends after 12 hours without use, and 7 days
          after signing in.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="secondary">
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <Button type="submit" variant="secondary">
              Sign out everywhere
            </Button>
          </Form>
        </div>
      </section>
    </div>
  );
}
