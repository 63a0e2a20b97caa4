import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { PAYMENTS_ROUTES } from "../../adapters/http/contract/payments.contract";
import { addCourseTuitionLine } from "../../core/application/payments/add-course-tuition-line";
import { addLedgerLine, type NoExchangeRate } from "../../core/application/payments/add-ledger-line";
import { listLedger } from "../../core/application/payments/list-ledger";
import { paymentView } from "../../core/application/payments/payment-view";
import type { PaymentsDeps } from "../../core/application/payments/payments-deps";
import type {
  BookingNotFound,
  LedgerLineNotFound,
  LineChanged,
  LineMoveRefused,
  LineNotPayable,
} from "../../core/application/payments/payments-errors";
import { markLineRefunded, requestLineRefund } from "../../core/application/payments/request-refund";
import { startPayment } from "../../core/application/payments/start-payment";
import { type CallbackRefused, takePaymentCallback } from "../../core/application/payments/take-payment-callback";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { ledgerBody, ledgerLineBody, paymentBody } from "./payments.present";

export type PaymentsRoutesDeps = PaymentsDeps & Readonly<{ clock: Clock }>;

/** Russian messages of the payment calls. */
export const PAYMENT_MESSAGES = {
  bookingNotFound: "Заявка не найдена.",
  lineNotFound: "Строка оплаты не найдена.",
  paymentNotFound: "Платёж не найден.",
  notPayable: "Эту строку сейчас нельзя оплатить: она оплачена или относится к другому этапу оплаты.",
  notInState: "Состояние строки оплаты не позволяет это действие.",
  refundNotAllowed: "Правило возврата этой строки не позволяет вернуть деньги.",
  changed: "Строка оплаты изменилась. Обновите страницу и попробуйте ещё раз.",
  noRate: (currency: string) => `Нет курса ${currency} к рублю: строку нельзя добавить.`,
  staffRequired: "Доступно только сотрудникам.",
  forged: "Подпись уведомления не подтверждена.",
  malformed: "Уведомление не распознано.",
  mismatch: "Уведомление не совпадает с платежом.",
  tooLarge: "Слишком большой запрос.",
  notACourse: "Это заявка не на курс: у неё нет цены курса.",
  courseHasNoPrice: "У курса нет цены: добавьте строку с суммой вручную.",
} as const;

const NO_STORE = { "Cache-Control": "no-store" };

type Failure = BookingNotFound | LedgerLineNotFound | LineNotPayable | LineMoveRefused | LineChanged | NoExchangeRate;

const refusal = (c: Context<AppEnv>, field: string, message: string) =>
  apiError(c, 422, message, { [field]: [message] });

const failure = (c: Context<AppEnv>, error: Failure) =>
  match(error)
    .with({ _tag: "BookingNotFound" }, () => apiError(c, 404, PAYMENT_MESSAGES.bookingNotFound))
    .with({ _tag: "LedgerLineNotFound" }, () => apiError(c, 404, PAYMENT_MESSAGES.lineNotFound))
    .with({ _tag: "LineNotPayable" }, () => apiError(c, 409, PAYMENT_MESSAGES.notPayable))
    .with({ _tag: "LineMoveRefused", error: { _tag: "LineNotInState" } }, () =>
      apiError(c, 409, PAYMENT_MESSAGES.notInState),
    )
    .with({ _tag: "LineMoveRefused", error: { _tag: "RefundNotAllowed" } }, () =>
      refusal(c, "refund_rule", PAYMENT_MESSAGES.refundNotAllowed),
    )
    .with({ _tag: "LineChanged" }, () => apiError(c, 409, PAYMENT_MESSAGES.changed))
    .with({ _tag: "NoExchangeRate" }, ({ currency }) => refusal(c, "currency", PAYMENT_MESSAGES.noRate(currency)))
    .exhaustive();

const callbackFailure = (c: Context<AppEnv>, error: CallbackRefused) =>
  match(error)
    .with({ _tag: "CallbackRefused", reason: "signature" }, () => apiError(c, 403, PAYMENT_MESSAGES.forged))
    .with({ _tag: "CallbackRefused", reason: "malformed" }, () => apiError(c, 422, PAYMENT_MESSAGES.malformed))
    .with({ _tag: "CallbackMismatch" }, () => apiError(c, 409, PAYMENT_MESSAGES.mismatch))
    .exhaustive();

/**
 * The money of an application (ADR 054): its ledger, paying a line through the provider, the provider's callback,
 * the payer's payment, refunds; and the staff's lines and refunds. Another user's booking or payment answers 404.
 */
export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const limit = bodyLimit({ maxSize: 8 * 1024, onError: (c) => apiError(c, 413, PAYMENT_MESSAGES.tooLarge) });
  const app = new Hono<AppEnv>();

  /** The signed-in viewer and the path's ids; `staff` requires the staff role. 404 for ids that cannot exist. */
  const asker = (c: Context<AppEnv>, staff: boolean) => {
    const auth = requireViewer(c);
    if ("response" in auth) return { response: auth.response };
    if (staff && auth.viewer.role === "user") return { response: apiError(c, 403, PAYMENT_MESSAGES.staffRequired) };
    return { viewer: auth.viewer };
  };
  const lineParams = (c: Context<AppEnv>) => parseWith(PAYMENTS_ROUTES.requestRefund.request.params, c.req.param());
  const bookingParams = (c: Context<AppEnv>) => parseWith(PAYMENTS_ROUTES.bookingLedger.request.params, c.req.param());

  mountRoute(app, PAYMENTS_ROUTES.bookingLedger, async (c) => {
    const who = asker(c, false);
    if ("response" in who) return who.response;
    const params = bookingParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.bookingNotFound);
    const actor = who.viewer.role === "user" ? "user" : "staff";
    const view = await runUseCase(listLedger(deps, { actor, user_id: who.viewer.userId }, params.value.id));
    return Result.isSuccess(view) ? c.json(ledgerBody(view.success), 200, NO_STORE) : failure(c, view.failure);
  });

  mountRoute(app, PAYMENTS_ROUTES.startPayment, limit, async (c) => {
    const who = asker(c, false);
    if ("response" in who) return who.response;
    const params = bookingParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.bookingNotFound);
    const body = parseWith(PAYMENTS_ROUTES.startPayment.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const started = await runUseCase(
      startPayment(deps, who.viewer.userId, params.value.id, body.value.ledger_line_id, deps.clock.now()),
    );
    return Result.isSuccess(started) ? c.json(started.success, 201, NO_STORE) : failure(c, started.failure);
  });

  mountRoute(app, PAYMENTS_ROUTES.sandboxCallback, limit, async (c) => {
    const raw = await c.req.text();
    const taken = await runUseCase(takePaymentCallback(deps, raw, c.req.header(), deps.clock.now()));
    return Result.isSuccess(taken) ? c.json({ received: true }, 200, NO_STORE) : callbackFailure(c, taken.failure);
  });

  mountRoute(app, PAYMENTS_ROUTES.payment, async (c) => {
    const who = asker(c, false);
    if ("response" in who) return who.response;
    const params = parseWith(PAYMENTS_ROUTES.payment.request.params, c.req.param());
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.paymentNotFound);
    const payment = await runUseCase(paymentView(deps, who.viewer.userId, params.value.id));
    return Result.isSuccess(payment)
      ? c.json(paymentBody(payment.success), 200, NO_STORE)
      : apiError(c, 404, PAYMENT_MESSAGES.paymentNotFound);
  });

  mountRoute(app, PAYMENTS_ROUTES.requestRefund, async (c) => {
    const who = asker(c, false);
    if ("response" in who) return who.response;
    const params = lineParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.lineNotFound);
    const { id, lineId } = params.value;
    const moved = await runUseCase(requestLineRefund(deps, who.viewer.userId, id, lineId, deps.clock.now()));
    return Result.isSuccess(moved) ? c.json(ledgerLineBody(moved.success), 200, NO_STORE) : failure(c, moved.failure);
  });

  mountRoute(app, PAYMENTS_ROUTES.staffAddLedgerLine, limit, async (c) => {
    const who = asker(c, true);
    if ("response" in who) return who.response;
    const params = bookingParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.bookingNotFound);
    const body = parseWith(PAYMENTS_ROUTES.staffAddLedgerLine.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const added = await runUseCase(
      addLedgerLine(deps, who.viewer.userId, params.value.id, body.value, deps.clock.now()),
    );
    return Result.isSuccess(added) ? c.json(ledgerLineBody(added.success), 201, NO_STORE) : failure(c, added.failure);
  });

  mountRoute(app, PAYMENTS_ROUTES.staffAddCourseTuition, async (c) => {
    const who = asker(c, true);
    if ("response" in who) return who.response;
    const params = bookingParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.bookingNotFound);
    const added = await runUseCase(addCourseTuitionLine(deps, who.viewer.userId, params.value.id, deps.clock.now()));
    if (Result.isSuccess(added)) return c.json(ledgerLineBody(added.success), 201, NO_STORE);
    return match(added.failure)
      .with({ _tag: "NotACourse" }, () => refusal(c, "booking", PAYMENT_MESSAGES.notACourse))
      .with({ _tag: "CourseHasNoPrice" }, () => refusal(c, "amount_minor", PAYMENT_MESSAGES.courseHasNoPrice))
      .with({ _tag: "BookingNotFound" }, { _tag: "NoExchangeRate" }, (error) => failure(c, error))
      .exhaustive();
  });

  mountRoute(app, PAYMENTS_ROUTES.staffMarkRefunded, async (c) => {
    const who = asker(c, true);
    if ("response" in who) return who.response;
    const params = lineParams(c);
    if (!params.ok) return apiError(c, 404, PAYMENT_MESSAGES.lineNotFound);
    const { id, lineId } = params.value;
    const moved = await runUseCase(markLineRefunded(deps, who.viewer.userId, id, lineId, deps.clock.now()));
    return Result.isSuccess(moved) ? c.json(ledgerLineBody(moved.success), 200, NO_STORE) : failure(c, moved.failure);
  });

  return app;
}
