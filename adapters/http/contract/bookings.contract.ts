import { BOOKING_COMMANDS } from "../../../core/domain/booking/booking-command";
import { BOOKING_STATUSES } from "../../../core/domain/booking/booking-status";
import { applicationSchema, applicationVariantShapes } from "../../../core/domain/catalogue/application";
import type { BookingRequest } from "../../../core/application/bookings/create-booking";
import type { BookingTarget } from "../../../core/ports/booking-repository.port";
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

/** The application's variants (by target), each with the same extra fields. */
const applicationWith = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z
    .discriminatedUnion("target", [
      z.object({ ...applicationVariantShapes.education_base, ...extra }).readonly(),
      z.object({ ...applicationVariantShapes.degree_program, ...extra }).readonly(),
      z.object({ ...applicationVariantShapes.course, ...extra }).readonly(),
    ])
    .readonly();

const detailsShape = {
  resume_status: z.string().nullable(),
  contacts: z.object({ name: z.string(), phone: z.string(), email: z.string() }).readonly(),
  /** The admission wave applied for, or a course's desired start (ADR 059). */
  intake: z.string(),
  allowed_moves: z
    .array(z.object({ command: z.enum(BOOKING_COMMANDS), to: z.enum([...BOOKING_STATUSES, "resume"]) }).readonly())
    .readonly(),
};

/**
 * One booking as its applicant (or staff) sees it: the application (a base, a program or a course), the status a
 * hold returns to, the contacts and intake, and the moves the asking actor may make now (ADR 004, 014, 059).
 */
export const bookingDetailsSchema = applicationWith(detailsShape);

/** GET /bookings/{id}: the booking as its applicant (or staff) sees it, with its status history, oldest first. */
export const bookingViewSchema = applicationWith({
  ...detailsShape,
  history: z.array(bookingHistoryRowSchema).readonly(),
});

/** Russian messages of the booking requests. */
export const BOOKING_REQUEST_MESSAGES = {
  chooseTarget: "Укажите основу обучения, программу обучения или курс.",
  oneTarget: "Укажите что-то одно: основу обучения, программу обучения или курс.",
  command: "Неизвестное действие с заявкой.",
} as const;

/** The longest remark staff may give with a move, and the longest intake label. */
export const MAX_REMARK_LENGTH = 2000;
export const MAX_INTAKE_LENGTH = 100;

const TARGET_FIELDS = ["education_base_id", "degree_program_id", "course_id"] as const;

/**
 * Exactly one target: an education base, a whole degree program or a course (ADR 059), read into the core's booking
 * target. None or more than one: the message on every target field.
 */
export const createBookingBodySchema = z
  .object({
    education_base_id: idField().nullish(),
    degree_program_id: idField().nullish(),
    course_id: idField().nullish(),
    contact_name: optionalText(120),
    contact_phone: blankable(phoneText()),
    contact_email: blankable(emailText()),
    intake: optionalText(MAX_INTAKE_LENGTH),
  })
  .transform((body, context): BookingRequest => {
    const form = {
      contacts: { name: body.contact_name, phone: body.contact_phone, email: body.contact_email },
      intake: body.intake,
    };
    const targets: BookingTarget[] = [
      ...(body.education_base_id == null
        ? []
        : [{ _tag: "EducationBase", education_base_id: body.education_base_id } as const]),
      ...(body.degree_program_id == null
        ? []
        : [{ _tag: "DegreeProgram", degree_program_id: body.degree_program_id } as const]),
      ...(body.course_id == null ? [] : [{ _tag: "Course", course_id: body.course_id } as const]),
    ];
    const [target, ...more] = targets;
    if (target !== undefined && more.length === 0) return { target, ...form };
    const message = target === undefined ? BOOKING_REQUEST_MESSAGES.chooseTarget : BOOKING_REQUEST_MESSAGES.oneTarget;
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
    summary: "Создать заявку на основу обучения, программу или курс (одна открытая заявка на цель)",
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
