import { Effect } from "effect";
import { linePayableNow } from "../../domain/ledger/ledger-queries";
import { lineOfBooking, visibleBooking } from "./booking-access";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound, LedgerLineNotFound, LineNotPayable } from "./payments-errors";

export type StartedPayment = { readonly payment_id: number; readonly checkout_url: string };

/**
 * The applicant starts paying a due line of the payment status their booking stands in: a pending payment is
 * created with a fresh reference and the provider opens a checkout for it (ADR 054).
 */
export const startPayment = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "payments" | "provider" | "tokens">,
  user_id: number,
  booking_id: number,
  line_id: number,
  now: Date,
): Effect.Effect<StartedPayment, BookingNotFound | LedgerLineNotFound | LineNotPayable> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, { actor: "user", user_id }, booking_id);
    const line = yield* lineOfBooking(deps, booking_id, line_id);
    if (!linePayableNow(line, booking.status))
      return yield* Effect.fail({ _tag: "LineNotPayable", id: line_id } as const);
    const payment = yield* Effect.promise(() =>
      deps.payments.create(
        {
          booking_id,
          ledger_line_id: line.id,
          user_id,
          provider: deps.provider.name,
          reference: deps.tokens.newToken(),
          amount_minor: line.amount_minor,
          currency: line.currency,
        },
        now,
      ),
    );
    const { checkout_url } = yield* Effect.promise(() =>
      deps.provider.startCheckout({
        payment_id: payment.id,
        reference: payment.reference,
        amount_minor: payment.amount_minor,
        currency: payment.currency,
        description: line.description,
      }),
    );
    return { payment_id: payment.id, checkout_url };
  });
