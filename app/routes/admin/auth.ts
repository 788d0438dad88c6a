// Better Auth's endpoints (sign-in links, passkeys, sessions) under /admin/auth.
import type { Route } from "./+types/auth";
import { forwardToAuth } from "~/server/auth/auth.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return forwardToAuth(request, context.clientIp);
}

export async function action({ request, context }: Route.ActionArgs) {
  return forwardToAuth(request, context.clientIp);
}
