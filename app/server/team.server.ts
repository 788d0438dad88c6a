import { asc } from "drizzle-orm";
import type { TeamMember } from "~/content/team";
import { getDb, type Database } from "~/server/db/client.server";
import { describeDbError } from "~/server/db/errors.server";
import { teamMembers } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";

/**
 * The team_members rows in display order (order_index ascending, then name).
 * A read error leaves the list empty (spec): it is logged and the page shows its empty state.
 */
export async function listTeamMembers(db?: Database): Promise<TeamMember[]> {
  try {
    const database = db ?? (await getDb());
    return await database
      .select({
        id: teamMembers.id,
        name: teamMembers.name,
        position: teamMembers.position,
        bio: teamMembers.bio,
        orderIndex: teamMembers.orderIndex,
      })
      .from(teamMembers)
      .orderBy(asc(teamMembers.orderIndex), asc(teamMembers.name));
  } catch (error) {
    logger().error(`Could not read the team members: ${describeDbError(error)}`);
    return [];
  }
}
