import { Effect } from "effect";
import type { LedgerLine, LedgerLineDraft } from "../../domain/ledger/ledger-line";
import { ledgerRoublesMinor } from "../../domain/ledger/ledger-roubles";
import { exchangeRatesByCurrency } from "../../domain/price/rouble-equivalent";
import { visibleBooking } from "./booking-access";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound } from "./payments-errors";

/** No current rate for the line's currency: a line is not set without its value in roubles. */
export type NoExchangeRate = { readonly _tag: "NoExchangeRate"; readonly currency: string };

/**
 * Staff set a new due line on a booking's ledger, valued in roubles at the current rates (ADR 031, 054), and the
 * applicant is told a payment is due; the audit log keeps the new line (ADR 057).
 */
export const addLedgerLine = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "rates" | "notifier" | "audit">,
  staff_user_id: number,
  booking_id: number,
  draft: LedgerLineDraft,
  now: Date,
): Effect.Effect<LedgerLine, BookingNotFound | NoExchangeRate> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, { actor: "staff", user_id: staff_user_id }, booking_id);
    const rates = exchangeRatesByCurrency(yield* Effect.promise(() => deps.rates.current()));
    const amount_rub_minor = ledgerRoublesMinor(draft.amount_minor, draft.currency, rates);
    if (amount_rub_minor === null)
      return yield* Effect.fail({ _tag: "NoExchangeRate", currency: draft.currency } as const);
    const line = yield* Effect.promise(() =>
      deps.ledger.add({ ...draft, booking_id, amount_rub_minor, created_by: staff_user_id }, now),
    );
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: staff_user_id,
        action: "ledger.add",
        subject_type: "ledger_line",
        subject_id: line.id,
        booking_id,
        before: null,
        after: { ...draft, state: line.state, amount_rub_minor },
        at: now,
      }),
    );
    yield* Effect.promise(() =>
      deps.notifier.notify({
        _tag: "PaymentDue",
        booking_id,
        user_id: booking.user_id,
        description: line.description,
        amount_minor: line.amount_minor,
        currency: line.currency,
      }),
    );
    return line;
  });
