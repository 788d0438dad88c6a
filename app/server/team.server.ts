import { sortTeamMembers, type TeamMember } from "~/content/team";

/**
 * The team_members rows in display order (order_index ascending).
 * The database arrives in a later task; until then there are no rows and the page shows
 * its empty state. A read error must leave the list empty (spec), not break the page.
 */
export async function listTeamMembers(): Promise<TeamMember[]> {
  const rows: TeamMember[] = [];
  return sortTeamMembers(rows);
}
