import { CircleAlert, CircleCheck, MailX } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { PageHero } from "~/components/page-hero";
import { Button } from "~/components/ui/button";
import { unsubscribePage } from "~/content/newsletter";
import { pageTitle, routeMeta } from "~/lib/seo";
import { getDb } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import { maskEmail, subscriptionForToken, unsubscribe } from "~/server/leads/unsubscribe.server";
import { logger } from "~/server/logger.server";

type State = { state: "confirm"; token: string; email: string } | { state: "done" } | { state: "unknown" } | { state: "failed" };

/** GET shows a confirm button: link scanners that open every URL in a mail must not unsubscribe anybody. */
export async function loader({ request }: Route.LoaderArgs): Promise<State> {
  const token = new URL(request.url).searchParams.get("token");
  try {
    const email = await subscriptionForToken(await getDb(), token);
    return email && token ? { state: "confirm", token, email: maskEmail(email) } : { state: "unknown" };
  } catch (error) {
    logger().error(`Unsubscribe page: ${describeDbError(error)}`);
    return { state: "failed" };
  }
}

/**
 * POST unsubscribes: from the confirm button (token in the form) or a mail client's one-click
 * request (RFC 8058: token in the URL, body "List-Unsubscribe=One-Click").
 */
export async function action({ request }: Route.ActionArgs): Promise<State> {
  const form = await request.formData().catch(() => undefined);
  const field = form?.get("token");
  const token = typeof field === "string" && field ? field : new URL(request.url).searchParams.get("token");
  try {
    return (await unsubscribe(await getDb(), token)) === "removed" ? { state: "done" } : { state: "unknown" };
  } catch (error) {
    logger().error(`Unsubscribe failed: ${describeDbError(error)}`);
    return { state: "failed" };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: pageTitle(unsubscribePage.title),
    description: unsubscribePage.description,
    path: unsubscribePage.path,
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  const { confirm } = unsubscribePage;
  const Icon = shown.state === "done" ? CircleCheck : shown.state === "confirm" ? MailX : CircleAlert;
  const text = shown.state === "confirm" ? { heading: confirm.heading, text: confirm.text(shown.email) } : unsubscribePage[shown.state];
  return (
    <>
      <PageHero title={unsubscribePage.title} />
      <section className="container-page py-16 sm:py-20">
        <div
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
          role={actionData ? "status" : undefined}
        >
          <Icon className="mx-auto size-10 text-brand-600" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-bold tracking-tight">{text.heading}</h2>
          <p className="mt-3 leading-relaxed text-slate-600">{text.text}</p>
          {shown.state === "confirm" ? (
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={shown.token} />
              <Button type="submit" disabled={busy}>
                {busy ? confirm.submitting : confirm.button}
              </Button>
            </Form>
          ) : (
            <Button asChild variant="secondary" className="mt-6">
              <Link to="/">Return to Homepage</Link>
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
