import type { AnyRole, TeamRole } from "../domain/team/team-role";

/** A team member as the console lists them (ADR 058). */
export type TeamMember = Readonly<{
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: TeamRole;
}>;

/** A page of the team, by e-mail, and how many there are in all. */
export type TeamPage = Readonly<{ members: readonly TeamMember[]; total: number }>;

/** The staff and admin accounts, and the one write the team screen makes on an existing account: its role. */
export interface StaffDirectory {
  list(query: Readonly<{ page: number; per_page: number }>): Promise<TeamPage>;
  /** Stores the account's role; false when there is no such account. */
  setRole(user_id: number, role: AnyRole, now: Date): Promise<boolean>;
}
