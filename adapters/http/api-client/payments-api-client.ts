import { match, P } from "ts-pattern";
import type { PaymentsApi, PaymentStartOutcome } from "../../../core/ports/payments-api.port";
import { PAYMENTS_ROUTES } from "../contract/payments.contract";
import type { ApiTransport } from "./api-transport";
import { acknowledged, submitResultOf } from "./submit-result-of";

/** The signed-in user's ledgers and payments (ADR 054). Reads answer null on any failure. */
export function paymentsApiClient(transport: ApiTransport): PaymentsApi {
  return {
    async ledger(bookingId) {
      const outcome = await transport.call(PAYMENTS_ROUTES.bookingLedger, { params: { id: bookingId } });
      return outcome._tag === "Ok" ? outcome.value : null;
    },
    async payment(paymentId) {
      const outcome = await transport.call(PAYMENTS_ROUTES.payment, { params: { id: paymentId } });
      return outcome._tag === "Ok" ? outcome.value : null;
    },
    async start(bookingId, lineId) {
      const outcome = await transport.call(PAYMENTS_ROUTES.startPayment, {
        params: { id: bookingId },
        body: { ledger_line_id: lineId },
      });
      return match(outcome)
        .returnType<PaymentStartOutcome>()
        .with({ _tag: "Ok" }, ({ value }) => ({ _tag: "Checkout", url: value.checkout_url }))
        .with({ _tag: "ValidationFailed" }, { _tag: "Failed", status: 404 }, () => ({ _tag: "NotFound" }))
        .with({ _tag: "Failed", status: 409 }, () => ({ _tag: "NotPayable" }))
        .with({ _tag: "Failed", status: 401 }, () => ({ _tag: "SignInRequired" }))
        .with({ _tag: "Failed", status: P._ }, { _tag: "RateLimited" }, () => ({ _tag: "Unavailable" }))
        .exhaustive();
    },
    async requestRefund(bookingId, lineId) {
      const outcome = await transport.call(PAYMENTS_ROUTES.requestRefund, { params: { id: bookingId, lineId } });
      return submitResultOf(outcome, acknowledged);
    },
  };
}
