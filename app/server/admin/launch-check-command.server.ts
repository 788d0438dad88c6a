/**
 * `npm run check:launch`: prints every placeholder still live (app/server/admin/launch-check.server.ts)
 * on the settings the site would run with, and returns 1 while any remains.
 */
import { launchCheckNow, type LaunchCheckItem } from "~/server/admin/launch-check.server";
import { getDb, migrate, openDatabaseAsTool } from "~/server/db/client.server";
import { getEnv } from "~/server/env.server";

export const READY = "Ready to launch: no placeholders left.";

/** The list as the command prints it. */
export function formatLaunchCheck(items: readonly LaunchCheckItem[]): string {
  if (items.length === 0) return READY;
  const lines = items.map((item, i) => {
    const number = `${i + 1}. `;
    const indent = " ".repeat(number.length);
    return `${number}${item.what}\n${indent}Where: ${item.where}\n${indent}Fix:   ${item.fix}`;
  });
  const count = items.length === 1 ? "1 placeholder is" : `${items.length} placeholders are`;
  return [
    `Not ready to launch: ${count} still live.`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    `${count} still live. The check reads the build: after editing app/content, run \`npm run build\` and check again.`,
  ].join("\n");
}

/** Runs the check; returns the exit code. `print` writes a line for the person at the terminal. */
export async function runLaunchCheck(print: (line: string) => void = console.log): Promise<number> {
  const env = getEnv();
  openDatabaseAsTool();
  // The team table exists even before the site first started.
  await migrate();
  const items = await launchCheckNow(await getDb(), env);
  print(formatLaunchCheck(items));
  return items.length === 0 ? 0 : 1;
}
