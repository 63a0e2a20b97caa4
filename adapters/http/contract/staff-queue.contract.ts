import { BOOKING_STATUSES } from "../../../core/domain/booking/booking-status";
import { QUEUE_PARTIES, QUEUE_SEARCH_MAX, type QueueFilter } from "../../../core/domain/staff-queue/queue-filter";
import { SLA_MAX_HOURS } from "../../../core/domain/staff-queue/staff-sla";
import { idField, idText } from "./fields";
import { pageQuery } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

const V1 = "/api/ru/v1";

/** Russian messages of the staff queue's requests. */
export const STAFF_QUEUE_REQUEST_MESSAGES = {
  status: "Неизвестный статус заявки.",
  party: "Укажите, чей ход: applicant, agency или university.",
  assignee: "Укажите сотрудника (id) или none.",
  overdue: "overdue: 1 или 0.",
  text: `Не длиннее ${QUEUE_SEARCH_MAX} символов.`,
  hours: `Часы: целое число от 1 до ${SLA_MAX_HOURS} или null.`,
} as const;

const M = STAFF_QUEUE_REQUEST_MESSAGES;

const shortText = () => z.string().trim().max(QUEUE_SEARCH_MAX, M.text);

/** The queue's filters (ADR 056), the same names as the console's address; each is optional. */
export const staffQueueQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: M.status }).optional(),
  institution: idText().optional(),
  program: idText().optional(),
  course: idText().optional(),
  intake: shortText().optional(),
  assignee: z.union([z.literal("none"), idText()], { error: M.assignee }).optional(),
  party: z.enum(QUEUE_PARTIES, { error: M.party }).optional(),
  overdue: z.enum(["0", "1"], { error: M.overdue }).optional(),
  q: shortText().optional(),
  page: pageQuery(),
});

const namedSchema = z.object({ id: z.int(), name: z.string() }).readonly();

/** One application in the queue: its facts, whose move it is, and its SLA due time (null without a clock). */
export const queueRowSchema = z
  .object({
    id: z.int(),
    status: z.string(),
    status_changed_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
    student: z.object({ name: z.string(), email: z.string(), phone: z.string() }).readonly(),
    institution: namedSchema.nullable(),
    program: namedSchema.nullable(),
    course: namedSchema.nullable(),
    intake: z.string(),
    assignee: namedSchema.nullable(),
    party: z.enum(["applicant", "agency", "university", "nobody"]),
    due_at: z.iso.datetime().nullable(),
    overdue: z.boolean(),
  })
  .readonly();

export type QueueRowBody = z.infer<typeof queueRowSchema>;

/** A page of the queue: 50 rows at most, counts per stored status, the total and the page window. */
export const staffQueueSchema = z
  .object({
    rows: z.array(queueRowSchema).readonly(),
    counts: z.record(z.string(), z.int()),
    total: z.int(),
    page: z.int(),
    per_page: z.int(),
    last_page: z.int(),
  })
  .readonly();

export type StaffQueueBody = z.infer<typeof staffQueueSchema>;

/** What the queue's filter form offers, and the staff one may assign to. */
export const staffQueueOptionsSchema = z
  .object({
    institutions: z.array(namedSchema).readonly(),
    programs: z.array(namedSchema).readonly(),
    courses: z.array(namedSchema).readonly(),
    intakes: z.array(z.string()).readonly(),
    staff: z.array(namedSchema).readonly(),
  })
  .readonly();

export type StaffQueueOptionsBody = z.infer<typeof staffQueueOptionsSchema>;

export const assigneeBodySchema = z.object({ assignee_user_id: idField().nullable() });

export const assignmentSchema = z.object({ booking_id: z.int(), assignee_user_id: z.int().nullable() }).readonly();

/** The SLA per status with a clock: the hours in force and the core's default. */
export const staffSlaSchema = z
  .object({
    statuses: z
      .array(z.object({ status: z.enum(BOOKING_STATUSES), hours: z.int(), default_hours: z.int() }).readonly())
      .readonly(),
  })
  .readonly();

export type StaffSlaBody = z.infer<typeof staffSlaSchema>;

export const slaBodySchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: M.status }),
  hours: z.int({ error: M.hours }).min(1, M.hours).max(SLA_MAX_HOURS, M.hours).nullable(),
});

const bookingParams = z.object({ id: idText() });

export const STAFF_QUEUE_ROUTES = {
  staffQueue: defineRoute({
    method: "get",
    path: `${V1}/staff/queue`,
    summary: "Очередь заявок для сотрудников: фильтры, поиск, счётчики по статусам, по 50 на странице",
    tag: "bookings",
    auth: "required",
    request: { query: staffQueueQuerySchema },
    responses: { 200: staffQueueSchema, ...errorResponses(401, 403, 406, 422, 500) },
  }),
  staffQueueOptions: defineRoute({
    method: "get",
    path: `${V1}/staff/queue/options`,
    summary: "Значения фильтров очереди (вузы, программы, курсы, наборы) и сотрудники для назначения",
    tag: "bookings",
    auth: "required",
    request: {},
    responses: { 200: staffQueueOptionsSchema, ...errorResponses(401, 403, 406, 500) },
  }),
  staffAssignBooking: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/assignee`,
    summary: "Назначить ответственного за заявку (null: снять)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParams, body: assigneeBodySchema },
    responses: { 200: assignmentSchema, ...errorResponses(401, 403, 404, 406, 413, 422, 500) },
  }),
  staffSla: defineRoute({
    method: "get",
    path: `${V1}/staff/sla`,
    summary: "Сроки (SLA) по статусам, где действуем мы или вуз",
    tag: "bookings",
    auth: "required",
    request: {},
    responses: { 200: staffSlaSchema, ...errorResponses(401, 403, 406, 500) },
  }),
  staffSetSla: defineRoute({
    method: "post",
    path: `${V1}/staff/sla`,
    summary: "Изменить срок статуса в часах (null: вернуть по умолчанию); только администратор",
    tag: "bookings",
    auth: "required",
    request: { body: slaBodySchema },
    responses: { 200: staffSlaSchema, ...errorResponses(401, 403, 406, 413, 422, 500) },
  }),
} as const;

/** The queue filter of a parsed query (the console's address and the API share the names). */
export const queueFilterOfQuery = (query: z.infer<typeof staffQueueQuerySchema>): QueueFilter => ({
  status: query.status ?? null,
  institution: query.institution ?? null,
  program: query.program ?? null,
  course: query.course ?? null,
  intake: query.intake === undefined || query.intake === "" ? null : query.intake,
  assignee: query.assignee ?? "any",
  party: query.party ?? null,
  overdue: query.overdue === "1",
  search: query.q ?? "",
  page: query.page,
});
