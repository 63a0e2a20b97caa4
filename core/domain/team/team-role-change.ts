import { err, ok, type Result } from "../shared/result";
import { type AnyRole, isTeamRole } from "./team-role";

/** Why an admin's change of a team member's role is refused. */
export type TeamRoleRefusal =
  /** An admin does not change their own role: the console would lose its last way back if they were the only one. */
  | Readonly<{ _tag: "OwnAccount" }>
  /** Only team members are listed and changed here; a student becomes staff through «Добавить сотрудника». */
  | Readonly<{ _tag: "NotTeamMember" }>
  | Readonly<{ _tag: "Unchanged" }>;

/**
 * An admin's change of a team member's role: to `staff`, to `admin`, or to `user` (staff rights removed). The
 * answer is the role to store.
 */
export const teamRoleChange = (
  actor_user_id: number,
  target: Readonly<{ id: number; role: AnyRole }>,
  role: AnyRole,
): Result<AnyRole, TeamRoleRefusal> => {
  if (target.id === actor_user_id) return err({ _tag: "OwnAccount" });
  if (!isTeamRole(target.role)) return err({ _tag: "NotTeamMember" });
  if (target.role === role) return err({ _tag: "Unchanged" });
  return ok(role);
};
