import { BOOKING_COMMANDS } from "../../../core/domain/booking/booking-command";
import { applicationSchema } from "../../../core/domain/catalogue/application";
import { degreeProgramRefSchema } from "../../../core/domain/catalogue/degree-program-ref";
import type { BookingTarget } from "../../../core/ports/booking-repository.port";
import { idField, idText } from "./fields";
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
    allowed_moves: z
      .array(z.object({ command: z.enum(BOOKING_COMMANDS), to: z.string().min(1) }).readonly())
      .readonly(),
  })
  .readonly();

/** Russian messages of the booking requests. */
export const BOOKING_REQUEST_MESSAGES = {
  chooseTarget: "Укажите основу обучения или программу обучения.",
  oneTarget: "Укажите что-то одно: основу обучения или программу обучения.",
  command: "Неизвестное действие с заявкой.",
} as const;

const TARGET_FIELDS = ["education_base_id", "degree_program_id"] as const;

/**
 * Exactly one target: an education base or a whole degree program, read into the core's booking target. Neither
 * or both: the message on both fields.
 */
export const createBookingBodySchema = z
  .object({ education_base_id: idField().nullish(), degree_program_id: idField().nullish() })
  .transform((body, context): BookingTarget => {
    const base = body.education_base_id ?? null;
    const program = body.degree_program_id ?? null;
    if (base !== null && program === null) return { _tag: "EducationBase", education_base_id: base };
    if (program !== null && base === null) return { _tag: "DegreeProgram", degree_program_id: program };
    const message = base === null ? BOOKING_REQUEST_MESSAGES.chooseTarget : BOOKING_REQUEST_MESSAGES.oneTarget;
    for (const field of TARGET_FIELDS) context.issues.push({ code: "custom", message, input: body, path: [field] });
    return z.NEVER;
  });

export const bookingCommandBodySchema = z.object({
  command: z.enum(BOOKING_COMMANDS, { error: BOOKING_REQUEST_MESSAGES.command }),
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
