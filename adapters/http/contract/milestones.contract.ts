import { isCalendarDate } from "../../../core/domain/timeline/calendar-date";
import { MILESTONE_STEPS } from "../../../core/domain/timeline/milestone-step";
import { idText } from "./fields";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the milestone requests. */
export const MILESTONE_REQUEST_MESSAGES = {
  date: "Укажите дату в формате ГГГГ-ММ-ДД.",
} as const;

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const warningSchema = z.discriminatedUnion("_tag", [
  z.object({ _tag: z.literal("ArrivalTooEarly"), earliest: calendarDate }).readonly(),
  z.object({ _tag: z.literal("Jw202ExpiredBeforeVisa"), valid_until: calendarDate }).readonly(),
  z.object({ _tag: z.literal("ResidencePermitLate"), due: calendarDate }).readonly(),
]);

/**
 * The steps after the offer of one application (ADR 055): whether they belong on it yet (processing or later), each
 * step's date, the countdowns in days from today in Moscow, and the warnings of the plan.
 */
export const milestonesSchema = z
  .object({
    booking_id: z.int(),
    shown: z.boolean(),
    steps: z.array(z.object({ step: z.enum(MILESTONE_STEPS), date: calendarDate.nullable() }).readonly()).readonly(),
    countdowns: z
      .object({
        days_to_registration: z.int().nullable(),
        jw202_valid_until: calendarDate.nullable(),
        days_jw202_valid: z.int().nullable(),
        residence_permit_due: calendarDate.nullable(),
        days_to_residence_permit: z.int().nullable(),
      })
      .readonly(),
    warnings: z.array(warningSchema).readonly(),
  })
  .readonly();

export type MilestonesBody = z.infer<typeof milestonesSchema>;

const actorSchema = z.enum(["applicant", "staff", "system"]);

/**
 * The timeline of one application (ADR 055): its stored status, whose move it is with the stage's usual length in
 * days, and every status change and document event, oldest first. Statuses and stages are the stored keys.
 */
export const timelineSchema = z
  .object({
    booking_id: z.int(),
    status: z.string(),
    party: z.enum(["applicant", "agency", "university", "nobody"]),
    usual_days: z.object({ min: z.int(), max: z.int() }).readonly().nullable(),
    entries: z
      .array(
        z.discriminatedUnion("kind", [
          z
            .object({
              kind: z.literal("status"),
              at: z.iso.datetime(),
              by: actorSchema,
              from: z.string().nullable(),
              to: z.string(),
              comment: z.string(),
            })
            .readonly(),
          z
            .object({
              kind: z.literal("document"),
              at: z.iso.datetime(),
              by: actorSchema,
              document_title: z.string(),
              from_stage: z.string().nullable(),
              to_stage: z.string(),
              remark: z.string(),
            })
            .readonly(),
        ]),
      )
      .readonly(),
  })
  .readonly();

export type TimelineBody = z.infer<typeof timelineSchema>;

export const milestonesParamsSchema = z.object({ id: idText() });

/** A step in the path; a step that does not exist names nothing (404). */
export const milestoneStepParamsSchema = z.object({ id: idText(), step: z.enum(MILESTONE_STEPS) });

export const milestoneDateBodySchema = z.object({
  date: z
    .string({ error: MILESTONE_REQUEST_MESSAGES.date })
    .trim()
    .refine(isCalendarDate, { error: MILESTONE_REQUEST_MESSAGES.date }),
});

const V1 = "/api/ru/v1";

export const MILESTONES_ROUTES = {
  bookingTimeline: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/timeline`,
    summary:
      "Ход заявки: чей ход, обычная длительность этапа, смены статуса и события документов (владелец или сотрудник)",
    tag: "bookings",
    auth: "required",
    request: { params: milestonesParamsSchema },
    responses: { 200: timelineSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  bookingMilestones: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/milestones`,
    summary: "Шаги после зачисления: даты, обратные отсчёты и предупреждения (владелец заявки или сотрудник)",
    tag: "bookings",
    auth: "required",
    request: { params: milestonesParamsSchema },
    responses: { 200: milestonesSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  staffSetMilestone: defineRoute({
    method: "put",
    path: `${V1}/staff/bookings/{id}/milestones/{step}`,
    summary: "Сотрудник задаёт дату шага после зачисления (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: milestoneStepParamsSchema, body: milestoneDateBodySchema },
    responses: { 200: milestonesSchema, ...errorResponses(401, 403, 404, 406, 413, 422, 500) },
  }),
  staffClearMilestone: defineRoute({
    method: "delete",
    path: `${V1}/staff/bookings/{id}/milestones/{step}`,
    summary: "Сотрудник убирает дату шага после зачисления (роли staff и admin)",
    tag: "bookings",
    auth: "required",
    request: { params: milestoneStepParamsSchema },
    responses: { 200: milestonesSchema, ...errorResponses(401, 403, 404, 406, 500) },
  }),
} as const;
