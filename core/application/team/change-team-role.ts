import { Effect } from "effect";
import { type AnyRole } from "../../domain/team/team-role";
import { type TeamRoleRefusal, teamRoleChange } from "../../domain/team/team-role-change";
import type { TeamDeps } from "./team-deps";

export type TeamMemberNotFound = Readonly<{ _tag: "TeamMemberNotFound" }>;

/**
 * An admin changes a team member's role, or removes their staff rights (`user`) (ADR 058); the rules are the
 * domain's (never one's own account, only team members). The session of the person is not ended: the server reads
 * the role with every request, so the console closes for them at once.
 */
export const changeTeamRole = (
  deps: Pick<TeamDeps, "users" | "directory" | "audit">,
  actor_user_id: number,
  user_id: number,
  role: AnyRole,
  now: Date,
): Effect.Effect<AnyRole, TeamRoleRefusal | TeamMemberNotFound> =>
  Effect.gen(function* () {
    const account = yield* Effect.promise(() => deps.users.findById(user_id));
    if (account === null) return yield* Effect.fail({ _tag: "TeamMemberNotFound" } as const);
    const allowed = teamRoleChange(actor_user_id, { id: account.id, role: account.role }, role);
    if (!allowed.ok) return yield* Effect.fail(allowed.error);
    const stored = yield* Effect.promise(() => deps.directory.setRole(user_id, allowed.value, now));
    if (!stored) return yield* Effect.fail({ _tag: "TeamMemberNotFound" } as const);
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id,
        action: "team.role",
        subject_type: "user",
        subject_id: user_id,
        booking_id: null,
        before: { role: account.role },
        after: { role: allowed.value },
        at: now,
      }),
    );
    return allowed.value;
  });
