import { Effect } from "effect";
import type { Payment } from "../../ports/payment-repository.port";
import type { PaymentsDeps } from "./payments-deps";

/** A payment as its payer reads it: what it was for and how it ended. */
export type PaymentView = Payment & { readonly description: string };

/** No such payment, or someone else's: the two are not told apart. */
export type PaymentNotFound = { readonly _tag: "PaymentNotFound"; readonly id: number };

/** The payer's own payment (the outcome pages read it). */
export const paymentView = (
  deps: Pick<PaymentsDeps, "payments" | "ledger">,
  user_id: number,
  payment_id: number,
): Effect.Effect<PaymentView, PaymentNotFound> =>
  Effect.gen(function* () {
    const payment = yield* Effect.promise(() => deps.payments.find(payment_id));
    if (payment === null || payment.user_id !== user_id) {
      return yield* Effect.fail({ _tag: "PaymentNotFound", id: payment_id } as const);
    }
    const line = yield* Effect.promise(() => deps.ledger.find(payment.ledger_line_id));
    return { ...payment, description: line?.description ?? "" };
  });
