import type { StaffDesk } from "../../../core/ports/staff-desk.port";

/** The most team members a console page names (assignees, actors); a larger team is not this site's case. */
const TEAM_LIMIT = 100;

export type TeamName = Readonly<{ id: number; name: string }>;

/** Every team member's display name (first and last name, else the e-mail), in the directory's order. */
export async function teamNames(desk: StaffDesk): Promise<readonly TeamName[]> {
  const { members } = await desk.directory.list({ page: 1, per_page: TEAM_LIMIT });
  return members.map((member) => ({
    id: member.id,
    name: `${member.first_name} ${member.last_name}`.trim() || member.email,
  }));
}

export const nameOf = (names: readonly TeamName[], id: number | null, fallback: string): string =>
  id === null ? fallback : (names.find((entry) => entry.id === id)?.name ?? `№ ${id}`);
