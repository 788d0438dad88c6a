/**
 * `npm run staff`: the command line for the workspace's members, for the first owner above all
 * (nobody can invite anyone before one exists) and for a lost device.
 *
 *   add <email> [--role owner|staff] [--name "Full Name"]   adds (or changes the role of) a member and
 *                                                          prints and mails a one-time sign-in link
 *   link <email>                                           a new sign-in link for a member
 *   remove <email>                                         removes a member and ends their sessions
 *   list                                                   every member
 */
import { parseArgs } from "node:util";
import { asc, eq } from "drizzle-orm";
import { canonicalEmail } from "~/forms/email-address";
import { LINK_MINUTES } from "~/lib/staff-auth";
import { addStaff, removeStaff } from "~/server/admin/staff.server";
import { createCommandLineAuth } from "~/server/auth/auth.server";
import { getDb, migrate, openDatabaseAsTool } from "~/server/db/client.server";
import { staffUsers } from "~/server/db/schema.server";

const USAGE = `Usage: npm run staff -- add <email> [--role owner|staff] [--name "Full Name"]
       npm run staff -- link <email>
       npm run staff -- remove <email>
       npm run staff -- list`;

const SYSTEM = { actorEmail: "system (npm run staff)" };

/** The address in the one spelling the forms and the sign-in page give it. */
function address(value: string | undefined): string {
  const email = canonicalEmail(value ?? "");
  if (!email) throw new UsageError(`"${value ?? ""}" is not an e-mail address.`);
  return email;
}

class UsageError extends Error {}

/** Makes a sign-in link for a member, mails it and returns it. */
async function signInLink(email: string): Promise<string> {
  let url: string | undefined;
  const auth = await createCommandLineAuth({ onLink: (link) => (url = link.url), awaitMail: true });
  await auth.api.signInMagicLink({ body: { email, callbackURL: "/admin" }, headers: new Headers() });
  if (!url) throw new Error(`No sign-in link was made for ${email}.`);
  return url;
}

/** Runs one command; returns the exit code. `print` writes a line for the person at the terminal. */
export async function runStaffCommand(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { role: { type: "string" }, name: { type: "string" } },
    });
    openDatabaseAsTool();
    // The tables exist even before the site first started.
    await migrate();
    const db = await getDb();
    switch (command) {
      case "add": {
        const added = await addStaff(db, { email: positionals[0] ?? "", role: values.role, name: values.name }, SYSTEM);
        if (!added.ok) throw new UsageError(added.message);
        print(added.message);
        const url = await signInLink(added.email);
        print(`Sign-in link (works once, within ${LINK_MINUTES} minutes; also mailed to ${added.email}):\n${url}`);
        return 0;
      }
      case "link": {
        const email = address(positionals[0]);
        const [member] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
        if (!member) throw new UsageError(`${email} is not a member of staff. Add them with: npm run staff -- add ${email}`);
        const url = await signInLink(email);
        print(`Sign-in link (works once, within ${LINK_MINUTES} minutes; also mailed to ${email}):\n${url}`);
        return 0;
      }
      case "remove": {
        const removed = await removeStaff(db, address(positionals[0]), SYSTEM);
        if (!removed.ok) throw new UsageError(removed.message);
        print(removed.message);
        return 0;
      }
      case "list": {
        const members = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
        if (members.length === 0) print("No members yet. Add the first owner: npm run staff -- add you@company.com --role owner");
        for (const member of members) print(`${member.email}\t${member.role}\t${member.name}`);
        return 0;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
    }
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && "code" in error)) {
      print(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
