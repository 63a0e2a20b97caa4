import { Result } from "effect";
import { listLedger } from "../../core/application/payments/list-ledger";
import { paymentView } from "../../core/application/payments/payment-view";
import type { PaymentsDeps } from "../../core/application/payments/payments-deps";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { PaymentsApi } from "../../core/ports/payments-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import { ledgerBody, paymentBody } from "../api/payments.present";

/**
 * The signed-in user's ledger and payments on the server (ADR 039, 054): the reads call the use cases in-process
 * with the visitor (null for a visitor or someone else's booking, as the API's 401 and 404 give the HTTP adapter);
 * paying and refunds go through the API. A read with an expired token takes the HTTP adapter, which refreshes it.
 */
export function inProcessPaymentsApi(
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "payments">,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: PaymentsApi }>,
): PaymentsApi {
  const viewer = async () => {
    const auth = await request.authentication();
    return auth._tag === "Authenticated" ? auth.viewer : auth._tag === "Expired" ? "expired" : null;
  };
  return {
    async ledger(bookingId) {
      try {
        const who = await viewer();
        if (who === "expired") return await request.http.ledger(bookingId);
        if (who === null) return null;
        const actor = who.role === "user" ? "user" : "staff";
        const read = await runUseCase(listLedger(deps, { actor, user_id: who.userId }, bookingId));
        return Result.isSuccess(read) ? ledgerBody(read.success) : null;
      } catch (error) {
        console.error("In-process ledger read failed:", error);
        return null;
      }
    },
    async payment(paymentId) {
      try {
        const who = await viewer();
        if (who === "expired") return await request.http.payment(paymentId);
        if (who === null) return null;
        const read = await runUseCase(paymentView(deps, who.userId, paymentId));
        return Result.isSuccess(read) ? paymentBody(read.success) : null;
      } catch (error) {
        console.error("In-process payment read failed:", error);
        return null;
      }
    },
    start: (bookingId, lineId) => request.http.start(bookingId, lineId),
    requestRefund: (bookingId, lineId) => request.http.requestRefund(bookingId, lineId),
  };
}
