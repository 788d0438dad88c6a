// Facts of the workspace's sign-in that its pages show as well as the server uses.

/** How long a sign-in link works. */
export const LINK_MINUTES = 15;

/** The path to come back to after signing in: a workspace page of this site, nothing else. */
export function safeNext(value: string | null | undefined): string {
  if (!value || value.startsWith("/admin/auth") || /[\\\s]/.test(value)) return "/admin";
  return /^\/admin(?:[/?#]|$)/.test(value) ? value : "/admin";
}

/** The longest name a member of staff may have. */
export const MAX_STAFF_NAME = 200;
