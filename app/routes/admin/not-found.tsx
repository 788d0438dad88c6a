// An address under /admin that is no workspace page: staff see the workspace's "Not found";
// anyone else is sent to sign-in like everywhere in the workspace.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requireStaff } from "~/server/auth/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw data(null, { status: 404 });
}

export default function WorkspaceNotFound() {
  return null;
}
