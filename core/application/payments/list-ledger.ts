import { Effect } from "effect";
import type { BookingMover } from "../bookings/booking-mover";
import { offerReceived, visibleBooking } from "./booking-access";
import { type LedgerView, ledgerView } from "./ledger-view";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound } from "./payments-errors";

/** A booking's ledger, for its applicant or the staff. */
export const listLedger = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger">,
  asker: BookingMover,
  booking_id: number,
): Effect.Effect<LedgerView, BookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, asker, booking_id);
    const lines = yield* Effect.promise(() => deps.ledger.list(booking_id));
    return ledgerView(booking, lines, offerReceived(booking));
  });
