// Who may use the workspace (owners only): invite a member by e-mail, change a role, remove one.
// An invitation is a sign-in link by mail; a removed member's sessions end at once.
import { useRef, useState, useSyncExternalStore } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Trash2, UserPlus } from "lucide-react";
import type { Route } from "./+types/staff";
import { inputClass, labelClass, Notice, PageHeader, Panel, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import { LINK_MINUTES, MAX_STAFF_NAME } from "~/lib/staff-auth";
import { addStaff, listStaff, removeStaff, setStaffRole } from "~/server/admin/staff.server";
import { getAuth } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Staff | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request, { role: "owner" });
  return { me: me.id, members: await listStaff(await getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireStaff(request, { role: "owner" });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  const actor = { actorId: me.id, actorEmail: me.email };
  const email = String(form.get("email") ?? "");
  if (intent === "invite") {
    const result = await addStaff(db, { email, role: String(form.get("role") ?? "staff"), name: String(form.get("name") ?? "") }, actor);
    if (result.ok && result.message.startsWith("Added")) {
      // The invitation is a sign-in link, mailed (not awaited: the page answers at once).
      const auth = await getAuth();
      await auth.api.signInMagicLink({ body: { email: result.email, callbackURL: "/admin" }, headers: new Headers() });
      return { intent, ok: true, message: `${result.message} A sign-in link is on its way to ${result.email}.` };
    }
    return { intent, ...result };
  }
  if (intent === "role") {
    const role = String(form.get("role") ?? "");
    // "Cancel" of the confirmation, posted by a browser without JavaScript.
    if (form.get("confirm") === "no") return { intent, ok: true, message: `Nothing changed; ${email} keeps their role.` };
    return { intent, ...(await setStaffRole(db, { email, role, confirmed: form.get("confirm") === "yes" }, actor)) };
  }
  if (intent === "remove") {
    if (email === me.email) return { intent, ok: false, message: "You cannot remove yourself; ask another owner." };
    return { intent, ...(await removeStaff(db, email, actor)) };
  }
  return { intent, ok: false, message: "Unknown action." };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { me, members } = loaderData;
  const result = useActionData<typeof action>();
  const inviting = useSubmitting("invite");
  const [removing, setRemoving] = useState<string | null>(null);

  return (
    <div className="max-w-5xl">
      <PageHeader title="Staff" description="Who can sign in to this workspace. Owners also manage staff and read the audit log." />
      {result && result.intent !== "invite" && !("confirm" in result) ? (
        <div className="mt-4">
          <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>
        </div>
      ) : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Panel aria-labelledby="members" className="p-0">
          <h2 id="members" className="px-5 pt-5 font-semibold text-slate-900">
            Members ({members.length})
          </h2>
          <ul className="mt-3 divide-y divide-slate-200">
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isMe={member.id === me}
                asked={result && "confirm" in result && result.confirm.email === member.email ? result.confirm.to : null}
                removing={removing === member.id}
                setRemoving={(open) => setRemoving(open ? member.id : null)}
              />
            ))}
          </ul>
        </Panel>

        <Panel aria-labelledby="invite" className="self-start">
          <h2 id="invite" className="font-semibold text-slate-900">
            Invite a member
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            They get a sign-in link by e-mail that works for {LINK_MINUTES} minutes; later they can ask for a new one on the sign-in page.
          </p>
          <Form method="post" className="mt-4 grid gap-3" key={result?.intent === "invite" && result.ok ? result.message : "invite"}>
            <input type="hidden" name="intent" value="invite" />
            <div>
              <label htmlFor="invite-email" className={labelClass}>
                Work e-mail
              </label>
              <input id="invite-email" name="email" type="email" required autoComplete="off" className={`${inputClass} mt-1`} />
            </div>
            <div>
              <label htmlFor="invite-name" className={labelClass}>
                Name
              </label>
              <input id="invite-name" name="name" autoComplete="off" maxLength={MAX_STAFF_NAME} className={`${inputClass} mt-1`} />
            </div>
            <div>
              <label htmlFor="invite-role" className={labelClass}>
                Role
              </label>
              <select id="invite-role" name="role" defaultValue="staff" className={`${inputClass} mt-1`}>
                <option value="staff">Staff: leads and the site's data</option>
                <option value="owner">Owner: also staff and the audit log</option>
              </select>
            </div>
            <Button type="submit" size="sm" disabled={inviting}>
              <UserPlus aria-hidden="true" />
              {inviting ? "Inviting…" : "Invite"}
            </Button>
            {result?.intent === "invite" ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
          </Form>
        </Panel>
      </div>
    </div>
  );
}

type Role = "staff" | "owner";
type Member = { id: string; name: string; email: string; role: Role; createdAt: Date };

/** What a role change does, asked before it is applied: each change makes or unmakes an owner. */
function roleQuestion(name: string, to: Role): string {
  return to === "owner"
    ? `Make ${name} an owner? They will manage staff and read the audit log.`
    : `Make ${name} staff? They will no longer manage staff or read the audit log.`;
}

const subscribeToNothing = () => () => {};
/** False in the server's HTML (all a browser without JavaScript has), true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * One member: name, role and removal. A role is chosen in the select, applied by "Save role" and
 * then a confirmation in the row; the select alone posts nothing. Without JavaScript, "Save role"
 * posts and the server answers with the same confirmation (`asked`), since it changes no role
 * without one. Focus goes to the confirmation's button, and back to the select after it.
 */
function MemberRow({
  member,
  isMe,
  asked,
  removing,
  setRemoving,
}: {
  member: Member;
  isMe: boolean;
  asked: Role | null;
  removing: boolean;
  setRemoving: (removing: boolean) => void;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "role" && navigation.formData.get("email") === member.email;
  const [selected, setSelected] = useState<Role>(asked ?? member.role);
  const [confirming, setConfirming] = useState(asked !== null);
  // A role saved (or changed by someone else) becomes the select's value.
  const [savedRole, setSavedRole] = useState(member.role);
  if (member.role !== savedRole) {
    setSavedRole(member.role);
    setSelected(member.role);
    setConfirming(false);
  }
  const selectRef = useRef<HTMLSelectElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const changed = selected !== member.role && !saving;

  function closeConfirmation(revert: boolean) {
    // Focus moves before the confirmation (which holds it) goes, so it never falls to the page.
    selectRef.current?.focus();
    if (revert) setSelected(member.role);
    setConfirming(false);
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">
          {member.name}
          {isMe ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
        </p>
        <p className="truncate text-sm text-slate-500">
          {member.email} · since {formatWhen(member.createdAt)}
        </p>
      </div>
      {isMe ? (
        <span className="text-sm text-slate-600">{member.role === "owner" ? "Owner" : "Staff"}</span>
      ) : (
        <>
          <Form
            method="post"
            className="flex items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!changed) return;
              if (confirming) confirmRef.current?.focus();
              else setConfirming(true);
            }}
          >
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="email" value={member.email} />
            <label htmlFor={`role-${member.id}`} className="sr-only">
              Role of {member.name}
            </label>
            <select
              ref={selectRef}
              id={`role-${member.id}`}
              name="role"
              value={selected}
              className={`${inputClass} w-28`}
              onChange={(event) => {
                setSelected(event.currentTarget.value as Role);
                setConfirming(false);
              }}
            >
              <option value="staff">Staff</option>
              <option value="owner">Owner</option>
            </select>
            {/* Without JavaScript it always posts (the server then asks to confirm), so it is never marked unavailable there. */}
            <Button
              type="submit"
              size="sm"
              variant="secondary"
              aria-disabled={hydrated && !changed ? true : undefined}
              className="aria-disabled:pointer-events-none aria-disabled:opacity-60"
            >
              Save role<span className="sr-only"> of {member.name}</span>
            </Button>
          </Form>
          {removing ? (
            <Form method="post" className="flex items-center gap-2" onSubmit={() => setRemoving(false)}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="email" value={member.email} />
              <Button type="submit" size="sm" className="bg-red-700 hover:bg-red-800">
                Remove {member.name}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setRemoving(false)}>
                Keep
              </Button>
            </Form>
          ) : (
            <Button type="button" size="sm" variant="ghost" onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" />
              Remove<span className="sr-only"> {member.name}</span>
            </Button>
          )}
          {confirming && selected !== member.role ? (
            <Form
              method="post"
              role="group"
              aria-labelledby={`role-question-${member.id}`}
              className="flex w-full flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200"
              onSubmit={() => closeConfirmation(false)}
              onKeyDown={(event) => {
                if (event.key === "Escape") closeConfirmation(true);
              }}
            >
              <input type="hidden" name="intent" value="role" />
              <input type="hidden" name="email" value={member.email} />
              <input type="hidden" name="role" value={selected} />
              <p id={`role-question-${member.id}`} className="min-w-0 flex-1 basis-64 text-sm text-slate-800">
                {roleQuestion(member.name, selected)}
              </p>
              <div className="flex gap-2">
                {/* The confirmation opens on "Save role" (or, without JavaScript, comes back from it): it takes the focus. */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <Button ref={confirmRef} type="submit" size="sm" name="confirm" value="yes" autoFocus>
                  {selected === "owner" ? "Make owner" : "Make staff"}
                </Button>
                {/* Without JavaScript it posts "no", and the server changes nothing. */}
                <Button
                  type="submit"
                  size="sm"
                  variant="ghost"
                  name="confirm"
                  value="no"
                  onClick={(event) => {
                    event.preventDefault();
                    closeConfirmation(true);
                  }}
                >
                  Cancel
                </Button>
              </div>
            </Form>
          ) : null}
        </>
      )}
    </li>
  );
}
