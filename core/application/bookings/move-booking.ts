import { Effect } from "effect";
import type { BookingCommand } from "../../domain/booking/booking-command";
import { transition } from "../../domain/booking/booking-transition";
import type { BookingTransitionError } from "../../domain/booking/booking-transition.errors";
import type { BookingRepository } from "../../ports/booking-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { type BookingDetails, bookingDetails } from "./booking-details";
import type { BookingMover } from "./booking-mover";
import { readBookingState, storedStateOf, type UnreadableBookingState } from "./booking-state";

export type MoveBookingError =
  | BookingTransitionError
  | UnreadableBookingState
  /** No such booking, or (for an applicant) someone else's: the two are not told apart. */
  | { readonly _tag: "BookingNotFound"; readonly id: number }
  /** The booking moved between reading and writing it; nothing was changed. */
  | { readonly _tag: "BookingChanged"; readonly id: number };

export type MoveBookingDeps = { readonly bookings: BookingRepository };

export type BookingCommandOf = (status: string) => BookingCommand;

/**
 * Gives a command to a booking through the status machine (ADR 004) and stores the new status with one history
 * row. `command` may depend on the current status (the applicant's "submit" is a resubmit after changes).
 */
export const moveBooking = (
  { bookings }: MoveBookingDeps,
  mover: BookingMover,
  id: number,
  command: BookingCommand | BookingCommandOf,
  now: Date,
): Effect.Effect<BookingDetails, MoveBookingError> =>
  Effect.gen(function* () {
    const stored = yield* Effect.promise(() => bookings.find(id));
    if (stored === null || (mover.actor === "user" && stored.user_id !== mover.user_id)) {
      return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
    }
    const booking = yield* fromDomainResult(readBookingState(id, stored));
    const chosen = typeof command === "function" ? command(stored.status) : command;
    const moved = yield* fromDomainResult(transition(booking, chosen, mover.actor, now));
    const applied = yield* Effect.promise(() =>
      bookings.move({
        id,
        from: { status: stored.status, resume_status: stored.resume_status },
        to: storedStateOf(moved),
        actor: mover.actor,
        actor_user_id: mover.user_id,
        at: now,
      }),
    );
    if (!applied) return yield* Effect.fail({ _tag: "BookingChanged", id } as const);
    const view = yield* Effect.promise(() => bookings.view(id));
    if (view === null) return yield* Effect.die(new Error(`Booking ${id} vanished while it was moved`));
    return bookingDetails(view, mover.actor);
  });
