import { match } from "ts-pattern";
import { timestampSchema } from "../../../core/domain/catalogue/timestamp";
import { STAFF_NOTE_MAX_LENGTH, staffNoteText } from "../../../core/domain/staff-notes/staff-note-text";
import { bookingParamsSchema } from "./bookings.contract";
import { gridQuerySchema } from "./grid-query.schema";
import { hinted } from "./json-schema-hints";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the staff note requests (shown at the `text` field). */
export const STAFF_NOTE_REQUEST_MESSAGES = {
  empty: "Напишите заметку.",
  tooLong: `Заметка длиннее ${STAFF_NOTE_MAX_LENGTH} знаков: сократите её.`,
  notText: "Ожидается текст заметки.",
} as const;

/** Notes and audit entries a page holds unless the request says otherwise. */
export const STAFF_APPLICATION_PER_PAGE = 10;

/** The applicant's account as staff see it beside the contacts of the apply form. */
export const staffApplicantSchema = z
  .object({ user_id: z.int().positive(), name: z.string(), email: z.string(), phone: z.string() })
  .readonly();

/** Who handles the application: the staff member with their name as the account has it now, or nobody (null). */
export const staffAssignmentSchema = z
  .object({ assignee: z.object({ id: z.int().positive(), name: z.string() }).readonly().nullable() })
  .readonly();

/** One staff note: who wrote it (their name as the account has it now, "" when unknown), what and when. */
export const staffNoteSchema = z
  .object({
    id: z.int().positive(),
    author_user_id: z.int().positive(),
    author_name: z.string(),
    text: z.string().min(1).max(STAFF_NOTE_MAX_LENGTH),
    created_at: timestampSchema,
  })
  .readonly();

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.int().nonnegative(), last_page: z.int().positive(), data: z.array(item).readonly() }).readonly();

export const staffNotesPageSchema = pageOf(staffNoteSchema);

/** One entry of the application's audit log: who (null: the system), what, on what, before and after. */
export const auditEntrySchema = z
  .object({
    id: z.int().positive(),
    actor_user_id: z.int().positive().nullable(),
    actor_name: z.string(),
    action: z.string(),
    subject_type: z.string(),
    subject_id: z.int(),
    before: z.unknown(),
    after: z.unknown(),
    at: timestampSchema,
  })
  .readonly();

export const auditPageSchema = pageOf(auditEntrySchema);

/** `{text}`: trimmed, 1 to 2000 characters (the core's rule, `staffNoteText`). */
export const staffNoteBodySchema = z.object({
  text: hinted(
    z.string({ error: STAFF_NOTE_REQUEST_MESSAGES.notText }).transform((raw, ctx) => {
      const checked = staffNoteText(raw);
      if (checked.ok) return checked.value;
      const message = match(checked.error)
        .with({ _tag: "NoteEmpty" }, () => STAFF_NOTE_REQUEST_MESSAGES.empty)
        .with({ _tag: "NoteTooLong" }, () => STAFF_NOTE_REQUEST_MESSAGES.tooLong)
        .exhaustive();
      ctx.issues.push({ code: "custom", message, input: raw });
      return z.NEVER;
    }),
    z.string().min(1).max(STAFF_NOTE_MAX_LENGTH),
  ),
});

export const staffPageQuerySchema = gridQuerySchema(STAFF_APPLICATION_PER_PAGE);

export type StaffApplicantBody = z.infer<typeof staffApplicantSchema>;
export type StaffAssignmentBody = z.infer<typeof staffAssignmentSchema>;
export type StaffNoteBody = z.infer<typeof staffNoteSchema>;
export type StaffNotesPageBody = z.infer<typeof staffNotesPageSchema>;
export type AuditEntryBody = z.infer<typeof auditEntrySchema>;
export type AuditPageBody = z.infer<typeof auditPageSchema>;

const V1 = "/api/ru/v1";
const readErrors = errorResponses(403, 404, 406, 422, 500);

/** The staff's own calls of an application's page (ADR 057); every one answers 403 to anyone but staff. */
export const STAFF_APPLICATION_ROUTES = {
  staffApplicant: defineRoute({
    method: "get",
    path: `${V1}/staff/bookings/{id}/applicant`,
    summary: "Учётная запись заявителя: имя, e-mail, телефон (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: staffApplicantSchema, ...errorResponses(403, 404, 406, 500) },
  }),
  staffNotes: defineRoute({
    method: "get",
    path: `${V1}/staff/bookings/{id}/notes`,
    summary: "Заметки сотрудников по заявке, новые первыми; заявителю не видны (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, query: staffPageQuerySchema },
    responses: { 200: staffNotesPageSchema, ...readErrors },
  }),
  staffAddNote: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/notes`,
    summary: "Добавить заметку сотрудника к заявке (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, body: staffNoteBodySchema },
    responses: { 201: staffNoteSchema, ...errorResponses(403, 404, 406, 413, 422, 500) },
  }),
  staffApplicationAudit: defineRoute({
    method: "get",
    path: `${V1}/staff/bookings/{id}/audit`,
    summary: "Журнал действий сотрудников по заявке, новые первыми (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, query: staffPageQuerySchema },
    responses: { 200: auditPageSchema, ...readErrors },
  }),
  staffApplicationAssignment: defineRoute({
    method: "get",
    path: `${V1}/staff/bookings/{id}/assignment`,
    summary: "Кто ведёт заявку: сотрудник или никто (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: staffAssignmentSchema, ...errorResponses(403, 404, 406, 500) },
  }),
} as const;
