// The page a sign-in mail links to. Signing in takes a press of its button: mail scanners that
// open every link in a message do not press buttons, so they cannot use the link up.
import type { Route } from "./+types/sign-in-link";
import { AuthCard } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { company } from "~/content/company";
import "~/workspace.css";

export const meta: Route.MetaFunction = () => [{ title: `Sign in | ${company.name} workspace` }];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null };
}

export default function SignInLink({ loaderData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <AuthCard title="This link is incomplete">
        <p className="mt-3 text-slate-600">Open the link from the mail again, whole, or ask for a new one.</p>
        <Button asChild className="mt-6 w-full">
          <a href="/admin/sign-in">Ask for a new link</a>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in to the workspace">
      <p className="mt-3 text-slate-600">Press the button to sign in on this device. The link works once.</p>
      <form method="get" action="/admin/auth/magic-link/verify" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <input type="hidden" name="callbackURL" value="/admin" />
        <input type="hidden" name="errorCallbackURL" value="/admin/sign-in" />
        <Button type="submit" className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
