import { Result } from "effect";
import { match } from "ts-pattern";
import { newTeamMemberBodySchema, teamRoleBodySchema } from "../../../adapters/http/contract/staff-team.contract";
import { runUseCase } from "../../../core/application/shared/run-use-case";
import { entityIdOfText } from "../../../core/domain/shared/entity-id";
import type { TeamDesk } from "../../../core/ports/staff-desk.port";
import { firstFieldErrors, formEntries } from "../staff-desk/first-field-errors";
import { TEAM_TEXTS as T } from "./staff-team-texts";

/** What the team page's action answers: which form (a member's id for a role change), and how it went. */
export type TeamActionResult = Readonly<{
  form: "add" | number;
  ok: boolean;
  message: string;
  fields: Readonly<Record<string, string>>;
}>;

async function add(team: TeamDesk, entries: Record<string, string>): Promise<TeamActionResult> {
  const body = newTeamMemberBodySchema.safeParse(entries);
  if (!body.success) return { form: "add", ok: false, message: T.invalid, fields: firstFieldErrors(body.error) };
  const { first_name, last_name, email, role, password } = body.data;
  const added = await runUseCase(team.add({ firstName: first_name, lastName: last_name, email, role, password }));
  if (Result.isSuccess(added)) return { form: "add", ok: true, message: T.added(email), fields: {} };
  return match(added.failure)
    .returnType<TeamActionResult>()
    .with({ _tag: "EmailTaken" }, () => ({
      form: "add",
      ok: false,
      message: T.invalid,
      fields: { email: T.emailTaken },
    }))
    .with({ _tag: "HasherBusy" }, () => ({ form: "add", ok: false, message: T.busy, fields: {} }))
    .exhaustive();
}

async function changeRole(team: TeamDesk, user_id: number, entries: Record<string, string>): Promise<TeamActionResult> {
  const body = teamRoleBodySchema.safeParse(entries);
  if (!body.success) return { form: user_id, ok: false, message: T.invalid, fields: firstFieldErrors(body.error) };
  const changed = await runUseCase(team.changeRole(user_id, body.data.role));
  const refused = (message: string): TeamActionResult => ({ form: user_id, ok: false, message, fields: {} });
  if (Result.isSuccess(changed)) {
    return {
      form: user_id,
      ok: true,
      message: changed.success === "user" ? T.rightsRemoved : T.roleChanged,
      fields: {},
    };
  }
  return match(changed.failure)
    .with({ _tag: "OwnAccount" }, () => refused(T.ownAccount))
    .with({ _tag: "NotTeamMember" }, () => refused(T.notTeamMember))
    .with({ _tag: "Unchanged" }, () => refused(T.unchanged))
    .with({ _tag: "TeamMemberNotFound" }, () => refused(T.notFound))
    .exhaustive();
}

/** A post of the team page: «Добавить» or a member's role change. */
export async function teamAction(team: TeamDesk, form: FormData): Promise<TeamActionResult | null> {
  const entries = formEntries(form);
  if (form.get("intent") === "add") return add(team, entries);
  const user_id = entityIdOfText(String(form.get("member") ?? ""));
  return user_id === null ? null : changeRole(team, user_id, entries);
}
