// The team page's members in the order /our-team shows them: moved up or down, removed (after a
// second step), and new ones added at the end. /our-team reads the table on every request, so each
// change shows there at once. Every change is in the audit log.
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/team";
import { Field, invalidClass, useFocusFirstInvalid } from "~/components/admin/field";
import { inputClass, Notice, PageHeader, Panel, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { TEAM_LIMITS } from "~/lib/site-data-fields";
import { addTeamMember, listTeam, moveTeamMember, removeTeamMember, type TeamField } from "~/server/admin/team.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = () => [{ title: `Team | ${company.name} workspace` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const members = await listTeam(await getDb());
  // ?remove=<id>: the second step of a removal (a link, so it works before the page's script runs).
  const removing = new URL(request.url).searchParams.get("remove");
  return { members, removing: members.some((member) => member.id === removing) ? removing : null };
}

type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  /** The member moved, and where to, for the focus to follow it. */
  moved?: { id: string; direction: "up" | "down" };
  /** The member added (a new key for the add form empties it). */
  added?: string;
  errors?: Partial<Record<TeamField, string>>;
  values?: Record<string, string>;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const db = await getDb();
  const actor = { actorId: staff.id, actorEmail: staff.email };

  if (intent === "add") {
    const values = { name: text(form, "name"), position: text(form, "position"), bio: text(form, "bio") };
    const result = await addTeamMember(db, values);
    if (!result.ok)
      return data<ActionResult>(
        { intent, ok: false, message: result.message, errors: "errors" in result ? result.errors : {}, values },
        { status: 400 },
      );
    const { member } = result;
    await audit(db, {
      ...actor,
      action: "team.add",
      target: member.id,
      details: { name: member.name, position: member.position, orderIndex: member.orderIndex },
    });
    return { intent, ok: true, message: `${member.name} was added at the end of the team page.`, added: member.id } satisfies ActionResult;
  }

  if (intent === "move") {
    const direction = text(form, "direction");
    const result = await moveTeamMember(db, text(form, "id"), direction);
    if (!result.ok)
      return data<ActionResult>({ intent, ok: false, message: result.message }, { status: result.reason === "not-found" ? 404 : 400 });
    const { member, moved, from, to, count } = result;
    if (!moved) return { intent, ok: true, message: `${member.name} is already ${from === 1 ? "first" : "last"}.` } satisfies ActionResult;
    await audit(db, { ...actor, action: "team.move", target: member.id, details: { name: member.name, from, to } });
    return {
      intent,
      ok: true,
      message: `${member.name} moved ${direction}: now ${to} of ${count}.`,
      moved: { id: member.id, direction: direction as "up" | "down" },
    } satisfies ActionResult;
  }

  if (intent === "remove") {
    const result = await removeTeamMember(db, text(form, "id"));
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: result.message }, { status: 404 });
    const { member } = result;
    await audit(db, {
      ...actor,
      action: "team.remove",
      target: member.id,
      details: { name: member.name, position: member.position, bio: member.bio },
    });
    return { intent, ok: true, message: `${member.name} was removed from the team page.` } satisfies ActionResult;
  }

  return data<ActionResult>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members, removing } = loaderData;
  const result = useActionData<typeof action>();
  const moving = useSubmitting("move");
  const adding = useSubmitting("add");
  const confirmRef = useRef<HTMLButtonElement>(null);

  // After a move the focus stays on the member's button (React may have moved its row in the
  // document, and the button was disabled while the move was sent, both of which drop focus); at
  // the top or bottom that button is disabled, so its twin takes it. Run again when the list comes
  // back (it may arrive after the action's answer), unless the user has gone elsewhere meanwhile.
  useEffect(() => {
    if (!result?.moved) return;
    const { id, direction } = result.moved;
    const active = document.activeElement;
    if (active && active !== document.body && !active.id.endsWith(id)) return;
    const same = document.getElementById(`move-${direction}-${id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${direction === "up" ? "down" : "up"}-${id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [result, members]);

  // The second step of a removal takes the focus, so a keyboard user lands on its choice.
  useEffect(() => {
    if (removing) confirmRef.current?.focus();
  }, [removing]);

  const addErrors = result?.intent === "add" && !result.ok ? (result.errors ?? {}) : {};
  const addValues = result?.intent === "add" && !result.ok ? result.values : undefined;
  const addForm = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(addForm, result?.intent === "add" && !result.ok ? result.errors : undefined);

  return (
    <div className="max-w-5xl">
      <PageHeader
        title="Team"
        description="The people on the Our Team page, in the order shown there. Every change shows there at once."
        actions={
          <Button asChild variant="secondary" size="sm">
            <a href="/our-team" target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              View Our Team page
            </a>
          </Button>
        }
      />

      {result && result.intent !== "add" ? (
        <div className="mt-4">
          <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice>
        </div>
      ) : null}

      <Panel aria-labelledby="members" className="mt-5 p-0">
        <h2 id="members" className="px-5 pt-4 font-semibold text-slate-900">
          On the page <span className="font-normal text-slate-500">({members.length})</span>
        </h2>
        {members.length === 0 ? (
          <p className="px-5 pt-2 pb-5 text-sm text-slate-600">
            Nobody yet: the Our Team page says its profiles are on their way. Add the first member below.
          </p>
        ) : (
          <ol className="mt-2 divide-y divide-slate-200 border-t border-slate-200">
            {members.map((member, index) => (
              <li key={member.id} className="grid grid-cols-[1.5rem_1fr] gap-x-3 gap-y-2 px-5 py-3 sm:grid-cols-[1.5rem_1fr_auto]">
                <span className="pt-0.5 text-sm text-slate-500 tabular-nums" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{member.name}</p>
                  <p className="text-sm text-brand-700">{member.position}</p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{member.bio}</p>
                </div>
                <div className="col-start-2 flex flex-wrap items-start gap-1 sm:col-start-3">
                  <Form method="post" action="/admin/team" className="flex gap-1">
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={member.id} />
                    <Button
                      type="submit"
                      name="direction"
                      value="up"
                      id={`move-up-${member.id}`}
                      variant="secondary"
                      size="sm"
                      className="px-2.5"
                      disabled={index === 0 || moving}
                      aria-label={`Move ${member.name} up`}
                      title="Move up"
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="submit"
                      name="direction"
                      value="down"
                      id={`move-down-${member.id}`}
                      variant="secondary"
                      size="sm"
                      className="px-2.5"
                      disabled={index === members.length - 1 || moving}
                      aria-label={`Move ${member.name} down`}
                      title="Move down"
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </Form>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`/admin/team/${member.id}`}>
                      <Pencil aria-hidden="true" />
                      Edit<span className="sr-only"> {member.name}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
                    <Link to={`/admin/team?remove=${member.id}`} preventScrollReset>
                      <Trash2 aria-hidden="true" />
                      Remove<span className="sr-only"> {member.name}</span>
                    </Link>
                  </Button>
                </div>
                {removing === member.id ? (
                  <div
                    role="group"
                    aria-labelledby={`remove-${member.id}`}
                    className="col-span-full rounded-lg bg-red-50 p-3 ring-1 ring-red-200 sm:col-start-2"
                  >
                    <p id={`remove-${member.id}`} className="text-sm font-medium text-red-900">
                      Remove {member.name} from the team page? This cannot be undone.
                    </p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Form method="post" action="/admin/team">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="id" value={member.id} />
                        <Button ref={confirmRef} type="submit" size="sm" className="bg-red-700 hover:bg-red-800">
                          Yes, remove {member.name}
                        </Button>
                      </Form>
                      <Button asChild variant="secondary" size="sm">
                        <Link to="/admin/team" preventScrollReset>
                          Keep {member.name}
                        </Link>
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <Panel aria-labelledby="add" className="mt-6">
        <h2 id="add" className="font-semibold text-slate-900">
          Add a member
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          New members go to the end of the page; move them up from the list. The card shows the member's initials, not a photo.
        </p>
        {/* A new key after each success empties the fields; after a refusal they keep what was typed. */}
        <Form
          ref={addForm}
          method="post"
          action="/admin/team"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          key={result?.added ?? "add"}
          noValidate
        >
          <input type="hidden" name="intent" value="add" />
          <Field name="name" label="Name" error={addErrors.name}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={TEAM_LIMITS.name}
                autoComplete="off"
                defaultValue={addValues?.name}
                className={`${inputClass} ${invalidClass}`}
              />
            )}
          </Field>
          <Field name="position" label="Position" error={addErrors.position}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={TEAM_LIMITS.position}
                autoComplete="off"
                defaultValue={addValues?.position}
                className={`${inputClass} ${invalidClass}`}
              />
            )}
          </Field>
          <Field
            name="bio"
            label="Bio"
            className="sm:col-span-2"
            hint={`Shown in full as written; line breaks are kept. Up to ${TEAM_LIMITS.bio.toLocaleString("en-US")} characters.`}
            error={addErrors.bio}
          >
            {(control) => (
              <textarea
                {...control}
                required
                maxLength={TEAM_LIMITS.bio}
                rows={4}
                defaultValue={addValues?.bio}
                className={`${inputClass} py-2 ${invalidClass}`}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" size="sm" disabled={adding}>
              {adding ? "Adding…" : "Add to the team"}
            </Button>
            {result?.intent === "add" ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
          </div>
        </Form>
      </Panel>
    </div>
  );
}
