import { BOOKING_COMMANDS } from "../../../core/domain/booking/booking-command";
import { applicationSchema } from "../../../core/domain/catalogue/application";
import { degreeProgramRefSchema } from "../../../core/domain/catalogue/degree-program-ref";
import { idField } from "./fields";
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

const TARGET_MESSAGE = "Укажите основу обучения или программу обучения.";

/** Exactly one target: an education base or a whole degree program. */
export const createBookingBodySchema = z
  .object({ education_base_id: idField().nullish(), degree_program_id: idField().nullish() })
  .refine((body) => (body.education_base_id ?? null) === null || (body.degree_program_id ?? null) === null, {
    path: ["degree_program_id"],
    message: "Укажите что-то одно: основу обучения или программу обучения.",
  })
  .refine((body) => (body.education_base_id ?? null) !== null || (body.degree_program_id ?? null) !== null, {
    path: ["education_base_id"],
    message: TARGET_MESSAGE,
  });

export const bookingCommandBodySchema = z.object({
  command: z.enum(BOOKING_COMMANDS, { error: "Неизвестное действие с заявкой." }),
});

/** A booking id in the path; an id that cannot exist answers 404 like someone else's booking. */
export const bookingParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

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
