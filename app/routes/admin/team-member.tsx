// One member of the team page: name, position and bio edited (the change shows on /our-team at
// once, and is in the audit log); removal is on the team list, after a second step.
import { ExternalLink, Trash2 } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/team-member";
import { Field, invalidClass, useFocusFirstInvalid } from "~/components/admin/field";
import { BackLink, inputClass, Notice, PageHeader, Panel, useSubmitting } from "~/components/admin/ui";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import { TEAM_LIMITS } from "~/lib/site-data-fields";
import { getTeamMember, updateTeamMember, type TeamField } from "~/server/admin/team.server";
import { audit } from "~/server/auth/auth.server";
import { requireStaff } from "~/server/auth/session.server";
import { getDb } from "~/server/db/client.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.member.name ?? "Team member"} | ${company.name} workspace` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const member = await getTeamMember(await getDb(), params.id);
  if (!member) throw data("There is no such team member.", { status: 404 });
  return { member };
}

type ActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Partial<Record<TeamField, string>>;
  values?: Record<string, string>;
};

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent !== "update") return data<ActionResult>({ intent, ok: false, message: "Unknown action." }, { status: 400 });
  const values = Object.fromEntries(["name", "position", "bio"].map((name) => [name, String(form.get(name) ?? "")]));
  const db = await getDb();
  const result = await updateTeamMember(db, params.id, values);
  if (!result.ok) {
    return data<ActionResult>(
      { intent, ok: false, message: result.message, errors: "errors" in result ? result.errors : undefined, values },
      { status: result.reason === "not-found" ? 404 : 400 },
    );
  }
  const changed = Object.keys(result.changes).length > 0;
  if (changed)
    await audit(db, { actorId: staff.id, actorEmail: staff.email, action: "team.update", target: params.id, details: result.changes });
  return { intent, ok: true, message: changed ? "Saved. The Our Team page shows the change." : "Nothing changed." } satisfies ActionResult;
}

export default function TeamMember({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  const result = useActionData<typeof action>();
  const saving = useSubmitting("update");
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  // After a refusal the fields keep what was typed; otherwise they show what is saved.
  const values = result && !result.ok && result.values ? result.values : member;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result && !result.ok ? result.errors : undefined);

  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/team">Team</BackLink>
      <PageHeader
        title={member.name}
        description={member.position}
        actions={
          <Button asChild variant="secondary" size="sm">
            <a href="/our-team" target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              View Our Team page
            </a>
          </Button>
        }
      />

      <Panel aria-labelledby="edit" className="mt-6">
        <h2 id="edit" className="font-semibold text-slate-900">
          Profile
        </h2>
        <Form
          ref={formRef}
          method="post"
          className="mt-4 grid gap-4 sm:grid-cols-2"
          key={`${member.name}|${member.position}|${member.bio}`}
          noValidate
        >
          <input type="hidden" name="intent" value="update" />
          <Field name="name" label="Name" error={errors.name}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={TEAM_LIMITS.name}
                autoComplete="off"
                defaultValue={values.name}
                className={`${inputClass} ${invalidClass}`}
              />
            )}
          </Field>
          <Field name="position" label="Position" error={errors.position}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={TEAM_LIMITS.position}
                autoComplete="off"
                defaultValue={values.position}
                className={`${inputClass} ${invalidClass}`}
              />
            )}
          </Field>
          <Field
            name="bio"
            label="Bio"
            className="sm:col-span-2"
            hint={`Shown in full as written; line breaks are kept. Up to ${TEAM_LIMITS.bio.toLocaleString("en-US")} characters.`}
            error={errors.bio}
          >
            {(control) => (
              <textarea
                {...control}
                required
                maxLength={TEAM_LIMITS.bio}
                rows={6}
                defaultValue={values.bio}
                className={`${inputClass} py-2 ${invalidClass}`}
              />
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </Button>
            {result ? <Notice tone={result.ok ? "ok" : "error"}>{result.message}</Notice> : null}
          </div>
        </Form>
      </Panel>

      <Panel aria-labelledby="remove" className="mt-6">
        <h2 id="remove" className="font-semibold text-slate-900">
          Remove from the team page
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The profile disappears from the Our Team page at once. You are asked to confirm first.
        </p>
        <Button asChild variant="secondary" size="sm" className="mt-3 text-red-700">
          <Link to={`/admin/team?remove=${member.id}`}>
            <Trash2 aria-hidden="true" />
            Remove {member.name}…
          </Link>
        </Button>
      </Panel>
    </div>
  );
}
