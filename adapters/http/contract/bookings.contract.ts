import { BOOKING_COMMANDS } from "../../../core/domain/booking/booking-command";
import { BOOKING_STATUSES } from "../../../core/domain/booking/booking-status";
import { applicationSchema } from "../../../core/domain/catalogue/application";
import { degreeProgramRefSchema } from "../../../core/domain/catalogue/degree-program-ref";
import type { BookingRequest } from "../../../core/application/bookings/create-booking";
import { blankable, emailText, idField, idText, optionalText, phoneText } from "./fields";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/**
 * GET /main/applications-list: the signed-in user's applications grouped by status in display order, each group
 * with its Russian title and description; `status` is null for the one group of unknown statuses.
 */
export const applicationsListSchema = z
  .object({
    data: z
      .array(
        z
          .object({
            status: z.string().min(1).nullable(),
            title: z.string(),
            description: z.string(),
            items: z.array(applicationSchema).readonly(),
          })
          .readonly(),
      )
      .readonly(),
  })
  .readonly();

/**
 * One booking as its applicant (or staff) sees it: the application, what it targets, the status a hold returns
 * to, and the moves the asking actor may make now (ADR 004, ADR 014).
 */
export const bookingDetailsSchema = applicationSchema
  .unwrap()
  .extend({
    target: z.enum(["education_base", "degree_program"]),
    degree_program: degreeProgramRefSchema,
    resume_status: z.string().nullable(),
    contacts: z.object({ name: z.string(), phone: z.string(), email: z.string() }).readonly(),
    intake: z.string(),
    allowed_moves: z
      .array(z.object({ command: z.enum(BOOKING_COMMANDS), to: z.enum([...BOOKING_STATUSES, "resume"]) }).readonly())
      .readonly(),
  })
  .readonly();

/** One row of a booking's status history: who moved it from where to where, when, and the remark given. */
export const bookingHistoryRowSchema = z
  .object({
    from_status: z.string().nullable(),
    to_status: z.string(),
    actor: z.enum(["user", "staff"]),
    remark: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .readonly();

/** GET /bookings/{id}: the booking as its applicant (or staff) sees it, with its status history, oldest first. */
export const bookingViewSchema = bookingDetailsSchema
  .unwrap()
  .extend({ history: z.array(bookingHistoryRowSchema).readonly() })
  .readonly();

/** Russian messages of the booking requests. */
export const BOOKING_REQUEST_MESSAGES = {
  chooseTarget: "Укажите основу обучения или программу обучения.",
  oneTarget: "Укажите что-то одно: основу обучения или программу обучения.",
  command: "Неизвестное действие с заявкой.",
} as const;

/** The longest remark staff may give with a move, and the longest intake label. */
export const MAX_REMARK_LENGTH = 2000;
export const MAX_INTAKE_LENGTH = 100;

const TARGET_FIELDS = ["education_base_id", "degree_program_id"] as const;

/**
 * Exactly one target: an education base or a whole degree program, read into the core's booking target. Neither
 * or both: the message on both fields.
 */
export const createBookingBodySchema = z
  .object({
    education_base_id: idField().nullish(),
    degree_program_id: idField().nullish(),
    contact_name: optionalText(120),
    contact_phone: blankable(phoneText()),
    contact_email: blankable(emailText()),
    intake: optionalText(MAX_INTAKE_LENGTH),
  })
  .transform((body, context): BookingRequest => {
    const base = body.education_base_id ?? null;
    const program = body.degree_program_id ?? null;
    const form = {
      contacts: { name: body.contact_name, phone: body.contact_phone, email: body.contact_email },
      intake: body.intake,
    };
    if (base !== null && program === null) {
      return { target: { _tag: "EducationBase", education_base_id: base }, ...form };
    }
    if (program !== null && base === null) {
      return { target: { _tag: "DegreeProgram", degree_program_id: program }, ...form };
    }
    const message = base === null ? BOOKING_REQUEST_MESSAGES.chooseTarget : BOOKING_REQUEST_MESSAGES.oneTarget;
    for (const field of TARGET_FIELDS) context.issues.push({ code: "custom", message, input: body, path: [field] });
    return z.NEVER;
  });

export const bookingCommandBodySchema = z.object({
  command: z.enum(BOOKING_COMMANDS, { error: BOOKING_REQUEST_MESSAGES.command }),
  /** The remark for the applicant (required by some moves, ADR 051). */
  remark: optionalText(MAX_REMARK_LENGTH),
});

/** A booking id in the path (a stored id's range, ADR 030); an id that cannot exist answers 404 like someone else's. */
export const bookingParamsSchema = z.object({ id: idText() });

const V1 = "/api/ru/v1";
const moveErrors = errorResponses(401, 403, 404, 406, 409, 422, 500);

export const BOOKINGS_ROUTES = {
  applicationsList: defineRoute({
    method: "get",
    path: `${V1}/main/applications-list`,
    summary: "Заявки пользователя, сгруппированные по статусу",
    tag: "bookings",
    auth: "required",
    request: {},
    responses: { 200: applicationsListSchema, ...errorResponses(401, 406, 500) },
  }),
  booking: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}`,
    summary: "Заявка пользователя со статусом, контактами, набором и историей статусов",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: bookingViewSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  createBooking: defineRoute({
    method: "post",
    path: `${V1}/bookings/create`,
    summary: "Создать заявку на основу обучения или программу (одна открытая заявка на цель)",
    tag: "bookings",
    auth: "required",
    request: { body: createBookingBodySchema },
    responses: { 201: bookingDetailsSchema, ...errorResponses(401, 404, 406, 409, 413, 422, 500) },
  }),
  submitBooking: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/submit`,
    summary: "Отправить заявку на проверку (или повторно, после замечаний)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: bookingDetailsSchema, ...moveErrors },
  }),
  cancelBooking: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/cancel`,
    summary: "Попросить отменить заявку (отмену подтверждает сотрудник)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: bookingDetailsSchema, ...moveErrors },
  }),
  moveBooking: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/move`,
    summary: "Действие заявителя с заявкой (например, sign)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, body: bookingCommandBodySchema },
    responses: { 200: bookingDetailsSchema, ...errorResponses(401, 403, 404, 406, 409, 413, 422, 500) },
  }),
  staffMoveBooking: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/move`,
    summary: "Действие сотрудника с заявкой (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, body: bookingCommandBodySchema },
    responses: { 200: bookingDetailsSchema, ...errorResponses(401, 403, 404, 406, 409, 413, 422, 500) },
  }),
} as const;
