import { Effect } from "effect";
import type { LedgerLine } from "../../domain/ledger/ledger-line";
import { payLine } from "../../domain/ledger/ledger-line-state";
import { lineAuditEntry } from "./line-audit-entry";
import type { PaymentsDeps } from "./payments-deps";
import { moveLine, type RefundError } from "./request-refund";
import { confirmWhenAllPaid } from "./take-payment-callback";

/** What staff marking a line paid did: the line, and whether that completed the payment status (ADR 054). */
export type LinePaid = { readonly line: LedgerLine; readonly booking_moved: boolean };

/**
 * Staff record a payment made outside the provider (a bank transfer, cash at the office): a due line is paid at
 * `now`, the applicant is told as after a provider's payment, the action is audited (ADR 057), and when every line
 * of the payment status the booking stands in is paid, the booking moves to processing as after a callback.
 */
export const markLinePaid = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "notifier" | "gates" | "remarks" | "audit">,
  staff_user_id: number,
  booking_id: number,
  line_id: number,
  now: Date,
): Effect.Effect<LinePaid, RefundError> =>
  Effect.gen(function* () {
    const mover = { actor: "staff", user_id: staff_user_id } as const;
    const line = yield* moveLine(deps, mover, booking_id, line_id, (due) => payLine(due, now), now);
    yield* Effect.promise(() => deps.audit.record(lineAuditEntry("ledger.paid", staff_user_id, line, "due", now)));
    const booking = yield* Effect.promise(() => deps.bookings.find(booking_id));
    if (booking !== null) {
      yield* Effect.promise(() =>
        deps.notifier.notify({
          _tag: "PaymentReceived",
          booking_id,
          user_id: booking.user_id,
          description: line.description,
          amount_minor: line.amount_minor,
          currency: line.currency,
        }),
      );
    }
    const booking_moved = yield* confirmWhenAllPaid(deps, booking_id, mover, now);
    return { line, booking_moved };
  });
