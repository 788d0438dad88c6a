// Who may use the workspace (owners only): invite a member by e-mail, change a role, remove one.
// An invitation is a sign-in link by mail; a removed member's sessions end at once.
import { useState } from "react";
import { Form, useActionData } from "react-router";
import { Trash2, UserPlus } from "lucide-react";
import type { Route } from "./+types/staff";
import { inputClass, labelClass, Notice, PageHeader, Panel, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { formatWhen } from "~/lib/lead-labels";
import { LINK_MINUTES } from "~/lib/staff-auth";
import { addStaff, listStaff, removeStaff } from "~/server/admin/staff.server";
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
  if (intent === "role") return { intent, ...(await addStaff(db, { email, role: String(form.get("role") ?? "") }, actor)) };
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
      {result && result.intent !== "invite" ? (
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
              <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
                <div className="min-w-48 flex-1">
                  <p className="font-medium text-slate-900">
                    {member.name}
                    {member.id === me ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-slate-500">
                    {member.email} · since {formatWhen(member.createdAt)}
                  </p>
                </div>
                {member.id === me ? (
                  <span className="text-sm text-slate-600">{member.role === "owner" ? "Owner" : "Staff"}</span>
                ) : (
                  <>
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="email" value={member.email} />
                      <label htmlFor={`role-${member.id}`} className="sr-only">
                        Role of {member.name}
                      </label>
                      <select
                        id={`role-${member.id}`}
                        name="role"
                        defaultValue={member.role}
                        key={member.role}
                        className={`${inputClass} w-28`}
                        onChange={(event) => event.currentTarget.form?.requestSubmit()}
                      >
                        <option value="staff">Staff</option>
                        <option value="owner">Owner</option>
                      </select>
                      <noscript>
                        <Button type="submit" size="sm" variant="secondary">
                          Set
                        </Button>
                      </noscript>
                    </Form>
                    {removing === member.id ? (
                      <Form method="post" className="flex items-center gap-2" onSubmit={() => setRemoving(null)}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="email" value={member.email} />
                        <Button type="submit" size="sm" className="bg-red-700 hover:bg-red-800">
                          Remove {member.name}
                        </Button>
                        <Button type="button" size="sm" variant="ghost" onClick={() => setRemoving(null)}>
                          Keep
                        </Button>
                      </Form>
                    ) : (
                      <Button type="button" size="sm" variant="ghost" onClick={() => setRemoving(member.id)}>
                        <Trash2 aria-hidden="true" />
                        Remove<span className="sr-only"> {member.name}</span>
                      </Button>
                    )}
                  </>
                )}
              </li>
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
              <input id="invite-name" name="name" autoComplete="off" maxLength={200} className={`${inputClass} mt-1`} />
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
