import { TEAM_ROLES } from "../../../core/domain/team/team-role";
import { registerBodySchema } from "./auth.contract";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, idText } from "./fields";
import { gridWindowShape } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Team members per page. */
export const TEAM_PER_PAGE = 50;

export const teamQuerySchema = z.object(gridWindowShape(TEAM_PER_PAGE));

export const teamMemberSchema = z
  .object({
    id: z.int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(TEAM_ROLES),
  })
  .readonly();

export type TeamMemberBody = z.infer<typeof teamMemberSchema>;

export const teamPageSchema = z
  .object({ total: z.int().nonnegative(), last_page: z.int().positive(), data: z.array(teamMemberSchema).readonly() })
  .readonly();

/**
 * A new team member: names and e-mail as at registration, a role, and a password the admin sets, or none (blank):
 * then the person gets a link by e-mail to set it.
 */
export const newTeamMemberBodySchema = registerBodySchema.extend({
  role: z.enum(TEAM_ROLES, { error: M.choice }),
  password: blankable(registerBodySchema.shape.password).transform((password) => password ?? null),
});

export const teamMemberParamsSchema = z.object({ id: idText() });

/** `user` removes the staff rights; the account stays. */
export const teamRoleBodySchema = z.object({ role: z.enum(["staff", "admin", "user"], { error: M.choice }) });

export const teamRoleSchema = z.object({ id: z.int(), role: z.enum(["staff", "admin", "user"]) }).readonly();

const V1 = "/api/ru/v1";

/** The header the create-staff command sends the running server (ADR 058). */
export const LOCAL_ADMIN_SECRET_HEADER = "x-shuyuan-local-secret";

/** The team (ADR 058): admin only; staff get 403 like everyone else. */
export const STAFF_TEAM_ROUTES = {
  staffTeam: defineRoute({
    method: "get",
    path: `${V1}/staff/team`,
    summary: "Сотрудники и администраторы (только администратор)",
    tag: "staff",
    auth: "required",
    request: { query: teamQuerySchema },
    responses: { 200: teamPageSchema, ...errorResponses(403, 406, 422, 500) },
  }),
  staffAddTeamMember: defineRoute({
    method: "post",
    path: `${V1}/staff/team`,
    summary: "Добавить сотрудника: пароль задаёт администратор или человек по ссылке из письма (только администратор)",
    tag: "staff",
    auth: "required",
    request: { body: newTeamMemberBodySchema },
    responses: { 201: teamMemberSchema, ...errorResponses(403, 406, 413, 422, 500) },
  }),
  staffTeamRole: defineRoute({
    method: "put",
    path: `${V1}/staff/team/{id}/role`,
    summary: "Сменить роль сотрудника или снять права сотрудника (только администратор, не свою)",
    tag: "staff",
    auth: "required",
    request: { params: teamMemberParamsSchema, body: teamRoleBodySchema },
    responses: { 200: teamRoleSchema, ...errorResponses(403, 404, 406, 409, 413, 422, 500) },
  }),
  localAddTeamMember: defineRoute({
    method: "post",
    path: `${V1}/staff/team/local`,
    summary:
      "Добавить сотрудника командой create-staff при работающем сервере: одноразовый локальный секрет в заголовке x-shuyuan-local-secret",
    tag: "staff",
    auth: "none",
    request: { body: newTeamMemberBodySchema },
    responses: { 201: teamMemberSchema, ...errorResponses(403, 413, 422, 500) },
  }),
} as const;
