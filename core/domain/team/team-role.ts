/** The roles of the staff console (ADR 058): a staff member works the console, an admin also manages the team. */
export const TEAM_ROLES = ["staff", "admin"] as const;

export type TeamRole = (typeof TEAM_ROLES)[number];

/** An account's role as stored: `user` is everyone outside the team. */
export type AnyRole = "user" | TeamRole;

export const isTeamRole = (role: AnyRole): role is TeamRole => role !== "user";
