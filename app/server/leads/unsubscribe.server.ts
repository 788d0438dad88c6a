import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { newsletterSubscriptions } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subscribed address behind an unsubscribe token, or undefined for an unknown or malformed one. */
export async function subscriptionForToken(db: Database, token: string | null | undefined): Promise<string | undefined> {
  if (!token || !UUID.test(token)) return undefined;
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row?.email;
}

/** Deletes the subscription (the address leaves our list entirely); "unknown" when the token matches none. */
export async function unsubscribe(db: Database, token: string | null | undefined): Promise<"removed" | "unknown"> {
  if (!token || !UUID.test(token)) return "unknown";
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ id: newsletterSubscriptions.id });
  if (removed.length > 0) logger().info(`Newsletter: subscription ${removed[0]!.id} removed by its unsubscribe link`);
  return removed.length > 0 ? "removed" : "unknown";
}

/** "jane.doe@example.com" -> "j•••••••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.max(3, Math.min(local.length - 1, 8)))}@${domain}`;
}
