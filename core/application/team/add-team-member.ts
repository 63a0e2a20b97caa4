import { addDays } from "date-fns";
import { Effect } from "effect";
import { resetPasswordLink } from "../../domain/auth/reset-password-link";
import type { TeamRole } from "../../domain/team/team-role";
import type { Account } from "../../ports/user-repository.port";
import { createAccount, type CreateAccountFailure } from "../auth/create-account";
import type { TeamDeps } from "./team-deps";
import { teamInviteMail } from "./team-invite-mail";

/** How long the invitation's link lets the new member set a password. */
export const TEAM_INVITE_DAYS = 3;

export type NewTeamMember = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  role: TeamRole;
  /** Set by the admin, or null: the person sets it through a link mailed to them. */
  password: string | null;
}>;

/** Public fields of the account, as the audit log keeps them (never its password hash). */
export const auditedAccount = (account: Account) => ({
  email: account.email,
  first_name: account.firstName,
  last_name: account.lastName,
  role: account.role,
});

/**
 * An admin adds a staff or admin account (ADR 058): with the password the admin set, or with none and a mailed link
 * to the reset page to set one. A taken e-mail is refused. The audit log records who added whom.
 */
export const addTeamMember = (
  deps: TeamDeps,
  actor_user_id: number | null,
  input: NewTeamMember,
  now: Date,
): Effect.Effect<Account, CreateAccountFailure> =>
  Effect.gen(function* () {
    const account = yield* createAccount(deps, input, now);
    if (input.password === null) {
      const code = deps.tokens.newToken();
      yield* Effect.promise(() =>
        deps.resetCodes.create(
          { userId: account.id, codeHash: deps.tokens.hashToken(code), expiresAt: addDays(now, TEAM_INVITE_DAYS) },
          now,
        ),
      );
      yield* Effect.promise(() =>
        deps.mailer.send(
          teamInviteMail(account.email, account.firstName, resetPasswordLink(deps.siteOrigin, code), TEAM_INVITE_DAYS),
        ),
      );
    }
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id,
        action: "team.add",
        subject_type: "user",
        subject_id: account.id,
        booking_id: null,
        before: null,
        after: auditedAccount(account),
        at: now,
      }),
    );
    return account;
  });
