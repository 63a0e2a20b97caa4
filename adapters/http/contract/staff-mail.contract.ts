import { FIELD_MESSAGES as M } from "./field-messages";
import { blankable, idText } from "./fields";
import { gridWindowShape } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Mails per page of the console's outbox. */
export const OUTBOX_PER_PAGE = 25;

/** `to`: a part of the recipient's address; `page`. */
export const outboxQuerySchema = z.object({
  to: blankable(z.string({ error: M.notText }).trim().max(254, M.tooLong(254))),
  ...gridWindowShape(OUTBOX_PER_PAGE),
});

export const outboxParamsSchema = z.object({ id: idText() });

const delivery = {
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  attempts: z.int().nonnegative(),
  last_error: z.string(),
};

/** A mail in the list: without its text. */
export const outboxItemSchema = z.object(delivery).readonly();

/** One mail with its text. */
export const outboxMailSchema = z.object({ ...delivery, text: z.string() }).readonly();

export type OutboxMailBody = z.infer<typeof outboxMailSchema>;

export const outboxPageSchema = z
  .object({ total: z.int().nonnegative(), last_page: z.int().positive(), data: z.array(outboxItemSchema).readonly() })
  .readonly();

const V1 = "/api/ru/v1";

/** The staff console's outbox (ADR 058): what the site sent, to whom, when, and how delivery went. */
export const STAFF_MAIL_ROUTES = {
  staffOutbox: defineRoute({
    method: "get",
    path: `${V1}/staff/mail`,
    summary: "Исходящая почта сайта, новые сверху, с фильтром по получателю (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { query: outboxQuerySchema },
    responses: { 200: outboxPageSchema, ...errorResponses(403, 406, 422, 500) },
  }),
  staffOutboxMail: defineRoute({
    method: "get",
    path: `${V1}/staff/mail/{id}`,
    summary: "Одно письмо с текстом (сотрудники)",
    tag: "staff",
    auth: "required",
    request: { params: outboxParamsSchema },
    responses: { 200: outboxMailSchema, ...errorResponses(403, 404, 406, 500) },
  }),
} as const;
