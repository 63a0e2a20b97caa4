import {
  LEDGER_CURRENCIES,
  LEDGER_KINDS,
  LEDGER_RECIPIENTS,
  REFUND_RULES,
} from "../../../core/domain/ledger/ledger-line";
import { ledgerLineReadSchema, ledgerReadSchema, paymentReadSchema } from "../../../core/domain/ledger/ledger-read";
import { PAYMENT_STATUSES } from "../../../core/domain/ledger/payment-status";
import { FIELD_MESSAGES as M } from "./field-messages";
import { idField, idText, requiredText } from "./fields";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

/** Russian messages of the payment requests. */
export const PAYMENT_REQUEST_MESSAGES = {
  amount: "Сумма: целое число минимальных единиц валюты (копеек, фэней, центов), больше нуля.",
} as const;

/** The largest amount a line may have, in minor units (ten billion of its currency). */
export const MAX_LEDGER_AMOUNT_MINOR = 1_000_000_000_000;

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.choice });

/** GET /bookings/{id}/ledger: the booking's lines and totals (ADR 054); a line alone answers `ledgerLineSchema`. */
export const ledgerSchema = ledgerReadSchema;
export const ledgerLineSchema = ledgerLineReadSchema;
export const paymentSchema = paymentReadSchema;

export const checkoutSchema = z.object({ payment_id: z.int().positive(), checkout_url: z.string().min(1) }).readonly();

export const callbackAnswerSchema = z.object({ received: z.literal(true) }).readonly();

/** Staff's new ledger line. */
export const addLedgerLineBodySchema = z.object({
  kind: choice(LEDGER_KINDS),
  description: requiredText(300),
  recipient: choice(LEDGER_RECIPIENTS),
  amount_minor: z
    .int({ error: PAYMENT_REQUEST_MESSAGES.amount })
    .positive(PAYMENT_REQUEST_MESSAGES.amount)
    .max(MAX_LEDGER_AMOUNT_MINOR, PAYMENT_REQUEST_MESSAGES.amount),
  currency: choice(LEDGER_CURRENCIES),
  refund_rule: choice(REFUND_RULES),
  payment_status: choice(PAYMENT_STATUSES),
});

export const startPaymentBodySchema = z.object({ ledger_line_id: idField() });

export const bookingLedgerParamsSchema = z.object({ id: idText() });
export const ledgerLineParamsSchema = z.object({ id: idText(), lineId: idText() });
export const paymentParamsSchema = z.object({ id: idText() });

const V1 = "/api/ru/v1";

export const PAYMENTS_ROUTES = {
  bookingLedger: defineRoute({
    method: "get",
    path: `${V1}/bookings/{id}/ledger`,
    summary: "Деньги заявки: строки к оплате и оплаченные, суммы в валюте и в рублях (владелец или сотрудник)",
    tag: "payments",
    auth: "required",
    request: { params: bookingLedgerParamsSchema },
    responses: { 200: ledgerSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  startPayment: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/payments`,
    summary: "Начать оплату строки текущего платёжного статуса: адрес страницы оплаты у провайдера",
    tag: "payments",
    auth: "required",
    request: { params: bookingLedgerParamsSchema, body: startPaymentBodySchema },
    responses: { 201: checkoutSchema, ...errorResponses(401, 404, 406, 409, 413, 422, 500) },
  }),
  sandboxCallback: defineRoute({
    method: "post",
    path: `${V1}/payments/sandbox/callback`,
    summary: "Уведомление тестового банка об исходе платежа (подпись HMAC-SHA256 в X-Sandbox-Signature)",
    tag: "payments",
    auth: "none",
    request: {},
    responses: { 200: callbackAnswerSchema, ...errorResponses(403, 409, 413, 422, 500) },
  }),
  payment: defineRoute({
    method: "get",
    path: `${V1}/payments/{id}`,
    summary: "Платёж пользователя: сумма, назначение и исход (для страниц /payment/success/ и /payment/fail/)",
    tag: "payments",
    auth: "required",
    request: { params: paymentParamsSchema },
    responses: { 200: paymentSchema, ...errorResponses(401, 404, 406, 500) },
  }),
  requestRefund: defineRoute({
    method: "post",
    path: `${V1}/bookings/{id}/ledger/{lineId}/refund`,
    summary: "Попросить вернуть оплаченную строку, если её правило возврата это позволяет",
    tag: "payments",
    auth: "required",
    request: { params: ledgerLineParamsSchema },
    responses: { 200: ledgerLineSchema, ...errorResponses(401, 404, 406, 409, 422, 500) },
  }),
  staffAddLedgerLine: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/ledger`,
    summary: "Добавить строку к оплате (роли staff и admin); заявителю приходит уведомление",
    tag: "payments",
    auth: "required",
    request: { params: bookingLedgerParamsSchema, body: addLedgerLineBodySchema },
    responses: { 201: ledgerLineSchema, ...errorResponses(401, 403, 404, 406, 413, 422, 500) },
  }),
  staffAddCourseTuition: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/ledger/course-tuition`,
    summary:
      "Добавить строку оплаты обучения по цене курса в рублях (заявка на курс, роли staff и admin); заявителю приходит уведомление",
    tag: "payments",
    auth: "required",
    request: { params: bookingLedgerParamsSchema },
    responses: { 201: ledgerLineSchema, ...errorResponses(401, 403, 404, 406, 422, 500) },
  }),
  staffMarkRefunded: defineRoute({
    method: "post",
    path: `${V1}/staff/bookings/{id}/ledger/{lineId}/refunded`,
    summary: "Отметить возврат по строке выполненным (роли staff и admin)",
    tag: "payments",
    auth: "required",
    request: { params: ledgerLineParamsSchema },
    responses: { 200: ledgerLineSchema, ...errorResponses(401, 403, 404, 406, 409, 422, 500) },
  }),
} as const;

export type LedgerBody = z.infer<typeof ledgerSchema>;
export type LedgerLineBody = z.infer<typeof ledgerLineSchema>;
export type PaymentBody = z.infer<typeof paymentSchema>;
