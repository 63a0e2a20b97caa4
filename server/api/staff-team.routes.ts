import { Result } from "effect";
import { Hono } from "hono";
import { match } from "ts-pattern";
import { LOCAL_ADMIN_SECRET_HEADER, STAFF_TEAM_ROUTES as R } from "../../adapters/http/contract/staff-team.contract";
import { addTeamMember } from "../../core/application/team/add-team-member";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { Account } from "../../core/ports/user-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import { hasherBusy } from "../http/hasher-busy";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import type { LocalAdminSecret } from "../staff/local-admin-secret";
import type { StaffConsoleDeps } from "../staff/staff-console-deps";
import { lastPage, teamMemberBody } from "./staff-console.present";
import { deskOf, NO_STORE, staffBodyLimit } from "./staff-routes.shared";

/** Russian messages of the team calls. */
export const TEAM_MESSAGES = {
  emailTaken: "Аккаунт с такой почтой уже есть.",
  notFound: "Сотрудник не найден.",
  ownAccount: "Свою роль изменить нельзя.",
  notTeamMember: "Это не сотрудник.",
  unchanged: "У сотрудника уже эта роль.",
  badSecret: "Неверный локальный секрет.",
} as const;

const memberOf = (account: Account) =>
  teamMemberBody({
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    role: account.role === "admin" ? "admin" : "staff",
  });

/**
 * The team (ADR 058), admin only: list, add, change a role. The local call is the create-staff command's while
 * the server holds the embedded database: no account, the one-time secret instead (absent: always 403).
 */
export function staffTeamRoutes(deps: StaffConsoleDeps & Readonly<{ localSecret?: LocalAdminSecret }>) {
  const app = new Hono<AppEnv>();

  mountRoute(app, R.staffTeam, async (c) => {
    const opened = deskOf(c, deps, "admin");
    if ("response" in opened) return opened.response;
    const query = parseWith(R.staffTeam.request.query, c.req.query());
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await opened.desk.directory.list(query.value);
    return c.json(
      {
        total: page.total,
        last_page: lastPage(page.total, query.value.per_page),
        data: page.members.map(teamMemberBody),
      },
      200,
      NO_STORE,
    );
  });

  mountRoute(app, R.staffAddTeamMember, staffBodyLimit, async (c) => {
    const opened = deskOf(c, deps, "admin");
    if ("response" in opened) return opened.response;
    const team = opened.desk.team;
    if (team === null) return apiError(c, 403, "Доступно только сотрудникам.");
    const body = parseWith(R.staffAddTeamMember.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const { first_name, last_name, email, role, password } = body.value;
    const added = await runUseCase(team.add({ firstName: first_name, lastName: last_name, email, role, password }));
    if (Result.isFailure(added)) {
      return match(added.failure)
        .with({ _tag: "EmailTaken" }, () => validationFailed(c, { email: [TEAM_MESSAGES.emailTaken] }))
        .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
        .exhaustive();
    }
    const account = await deps.team.users.findById(added.success.id);
    return account === null ? apiError(c, 404, TEAM_MESSAGES.notFound) : c.json(memberOf(account), 201, NO_STORE);
  });

  mountRoute(app, R.staffTeamRole, staffBodyLimit, async (c) => {
    const opened = deskOf(c, deps, "admin");
    if ("response" in opened) return opened.response;
    const team = opened.desk.team;
    if (team === null) return apiError(c, 403, "Доступно только сотрудникам.");
    const params = parseWith(R.staffTeamRole.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, TEAM_MESSAGES.notFound);
    const body = parseWith(R.staffTeamRole.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const changed = await runUseCase(team.changeRole(params.value.id, body.value.role));
    if (Result.isSuccess(changed)) return c.json({ id: params.value.id, role: changed.success }, 200, NO_STORE);
    return match(changed.failure)
      .with({ _tag: "TeamMemberNotFound" }, () => apiError(c, 404, TEAM_MESSAGES.notFound))
      .with({ _tag: "OwnAccount" }, () => apiError(c, 409, TEAM_MESSAGES.ownAccount))
      .with({ _tag: "NotTeamMember" }, () => apiError(c, 409, TEAM_MESSAGES.notTeamMember))
      .with({ _tag: "Unchanged" }, () => apiError(c, 409, TEAM_MESSAGES.unchanged))
      .exhaustive();
  });

  mountRoute(app, R.localAddTeamMember, staffBodyLimit, async (c) => {
    const secret = c.req.header(LOCAL_ADMIN_SECRET_HEADER);
    if (deps.localSecret === undefined || !(await deps.localSecret.accepts(secret))) {
      return apiError(c, 403, TEAM_MESSAGES.badSecret);
    }
    const body = parseWith(R.localAddTeamMember.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const { first_name, last_name, email, role, password } = body.value;
    const added = await runUseCase(
      addTeamMember(
        deps.team,
        null,
        { firstName: first_name, lastName: last_name, email, role, password },
        deps.clock.now(),
      ),
    );
    if (Result.isSuccess(added)) return c.json(memberOf(added.success), 201, NO_STORE);
    return match(added.failure)
      .with({ _tag: "EmailTaken" }, () => validationFailed(c, { email: [TEAM_MESSAGES.emailTaken] }))
      .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
      .exhaustive();
  });

  return app;
}
