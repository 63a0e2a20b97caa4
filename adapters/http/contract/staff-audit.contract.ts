import { AUDIT_SUBJECTS } from "../../../core/domain/audit/audit-subjects";
import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, idText } from "./fields";
import { gridWindowShape } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Entries per page of the console's audit log. */
export const AUDIT_PER_PAGE = 30;

/** Filters: who acted, on what kind of object, on which application; and the page. */
export const auditQuerySchema = z.object({
  actor: blankable(idText()),
  subject_type: blankable(z.enum(AUDIT_SUBJECTS, { error: M.choice })),
  booking: blankable(idText()),
  ...gridWindowShape(AUDIT_PER_PAGE),
});

export const auditEntrySchema = z
  .object({
    id: z.int(),
    actor_user_id: z.int().nullable(),
    action: z.string(),
    subject_type: z.enum(AUDIT_SUBJECTS),
    subject_id: z.int(),
    booking_id: z.int().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.iso.datetime(),
  })
  .readonly();

export type AuditEntryBody = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ total: z.int().nonnegative(), last_page: z.int().positive(), data: z.array(auditEntrySchema).readonly() })
  .readonly();

const V1 = "/api/ru/v1";

/** The staff console's audit log (ADR 057, 058): every staff action, newest first. */
export const STAFF_AUDIT_ROUTES = {
  staffAudit: defineRoute({
    method: "get",
    path: `${V1}/staff/audit`,
    summary: "Журнал действий сотрудников, новые сверху, с фильтрами по сотруднику, виду объекта и заявке (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { query: auditQuerySchema },
    responses: { 200: auditPageSchema, ...errorResponses(403, 406, 422, 500) },
  }),
} as const;
