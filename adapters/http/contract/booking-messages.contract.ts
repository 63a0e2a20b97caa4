import { match } from "ts-pattern";
import { MESSAGE_MAX_LENGTH, messageText } from "../../../core/domain/messages/message-text";
import { timestampSchema } from "../../../core/domain/catalogue/timestamp";
import { bookingParamsSchema } from "./bookings.contract";
import { hinted } from "./json-schema-hints";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the thread's requests (shown at the `text` field). */
export const MESSAGE_REQUEST_MESSAGES = {
  empty: "Напишите сообщение.",
  tooLong: `Сообщение длиннее ${MESSAGE_MAX_LENGTH} знаков: сократите его.`,
  notText: "Ожидается текст сообщения.",
} as const;

/** One message of an application's thread as the API answers it (plain text: clients render it escaped). */
export const bookingMessageSchema = z
  .object({
    id: z.int().positive(),
    author: z.enum(["applicant", "staff"]),
    /** The writer's name as their account has it now; "" when unknown. */
    author_name: z.string(),
    text: z.string().min(1).max(MESSAGE_MAX_LENGTH),
    created_at: timestampSchema,
  })
  .readonly();

export type BookingMessageView = z.infer<typeof bookingMessageSchema>;

/** The thread, oldest first. */
export const bookingThreadSchema = z.object({ data: z.array(bookingMessageSchema).readonly() }).readonly();

/** `{text}`: trimmed, 1 to 4000 characters (the core's rule, `messageText`). */
export const postMessageBodySchema = z.object({
  text: hinted(
    z.string({ error: MESSAGE_REQUEST_MESSAGES.notText }).transform((raw, ctx) => {
      const checked = messageText(raw);
      if (checked.ok) return checked.value;
      const message = match(checked.error)
        .with({ _tag: "MessageEmpty" }, () => MESSAGE_REQUEST_MESSAGES.empty)
        .with({ _tag: "MessageTooLong" }, () => MESSAGE_REQUEST_MESSAGES.tooLong)
        .exhaustive();
      ctx.issues.push({ code: "custom", message, input: raw });
      return z.NEVER;
    }),
    z.string().min(1).max(MESSAGE_MAX_LENGTH),
  ),
});

const V1 = "/api/ru/v1";
const postErrors = errorResponses(401, 403, 404, 406, 413, 422, 429, 500);

/** The thread of each application between its applicant and the staff (docs/adr/053-application-messages-and-notifications.md). */
export const BOOKING_MESSAGES_ROUTES = {
  bookingMessages: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/messages`,
    summary:
      "Переписка по заявке, старые сообщения первыми (заявителю — только по своей заявке; сотрудникам — по любой)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema },
    responses: { 200: bookingThreadSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  postBookingMessage: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/messages`,
    summary: "Написать сотрудникам по своей заявке (1–4000 знаков)",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, body: postMessageBodySchema },
    responses: { 201: bookingMessageSchema, ...postErrors },
  }),
  staffPostBookingMessage: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/messages`,
    summary: "Сотрудник пишет заявителю (роли staff и admin); заявитель получает уведомление и письмо",
    tag: "bookings",
    auth: "required",
    request: { params: bookingParamsSchema, body: postMessageBodySchema },
    responses: { 201: bookingMessageSchema, ...postErrors },
  }),
} as const;
