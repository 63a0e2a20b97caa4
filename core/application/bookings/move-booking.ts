import type { BookingCommand } from "../../domain/booking/booking-command";
import { transition } from "../../domain/booking/booking-transition";
import type { BookingTransitionError } from "../../domain/booking/booking-transition.errors";
import { err, ok, type Result } from "../../domain/shared/result";
import type { BookingRepository } from "../../ports/booking-repository.port";
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
export const moveBooking = async (
  { bookings }: MoveBookingDeps,
  mover: BookingMover,
  id: number,
  command: BookingCommand | BookingCommandOf,
  now: Date,
): Promise<Result<BookingDetails, MoveBookingError>> => {
  const stored = await bookings.find(id);
  if (stored === null || (mover.actor === "user" && stored.user_id !== mover.user_id)) {
    return err({ _tag: "BookingNotFound", id });
  }
  const booking = readBookingState(id, stored);
  if (!booking.ok) return booking;
  const chosen = typeof command === "function" ? command(stored.status) : command;
  const moved = transition(booking.value, chosen, mover.actor, now);
  if (!moved.ok) return moved;
  const applied = await bookings.move({
    id,
    from: { status: stored.status, resume_status: stored.resume_status },
    to: storedStateOf(moved.value),
    actor: mover.actor,
    actor_user_id: mover.user_id,
    at: now,
  });
  if (!applied) return err({ _tag: "BookingChanged", id });
  const view = await bookings.view(id);
  if (view === null) throw new Error(`Booking ${id} vanished while it was moved`);
  return ok(bookingDetails(view, mover.actor));
};
