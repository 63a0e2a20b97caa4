import { Effect } from "effect";
import type { BookingMover } from "../bookings/booking-mover";
import type { StoredBooking } from "../../ports/booking-repository.port";
import type { LedgerLine } from "../../domain/ledger/ledger-line";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound, LedgerLineNotFound } from "./payments-errors";

/** A booking its asker may see: staff any, an applicant only their own (else not found, like a missing one). */
export const visibleBooking = (
  deps: Pick<PaymentsDeps, "bookings">,
  asker: BookingMover,
  id: number,
): Effect.Effect<StoredBooking, BookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* Effect.promise(() => deps.bookings.find(id));
    if (booking === null || (asker.actor === "user" && booking.user_id !== asker.user_id)) {
      return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
    }
    return booking;
  });

/** A line of the given booking's ledger. */
export const lineOfBooking = (
  deps: Pick<PaymentsDeps, "ledger">,
  booking_id: number,
  line_id: number,
): Effect.Effect<LedgerLine, LedgerLineNotFound> =>
  Effect.gen(function* () {
    const line = yield* Effect.promise(() => deps.ledger.find(line_id));
    if (line === null || line.booking_id !== booking_id) {
      return yield* Effect.fail({ _tag: "LedgerLineNotFound", id: line_id } as const);
    }
    return line;
  });

/** Whether the university's offer has come: for now, the booking is complete (ADR 054). */
export const offerReceived = (booking: StoredBooking): boolean => booking.status === "sent";
