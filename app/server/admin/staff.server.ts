// The workspace's members as the pages list them (an owner's invitations and removals live here too).
import { asc } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { staffUsers, type StaffRole } from "~/server/db/schema.server";

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: Date;
}

/** Every member, by name. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role, createdAt: staffUsers.createdAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.email));
}
