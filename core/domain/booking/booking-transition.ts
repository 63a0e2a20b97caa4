import { match, P } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { Booking, BookingPhase } from "./booking";
import type { BookingActor } from "./booking-actor";
import type { BookingCommand } from "./booking-command";
import type { BookingStatusKey } from "./booking-status";
import {
  ACTIVE_BOOKING_STATUSES,
  type ActiveBookingStatus,
  FINAL_BOOKING_STATUSES,
  type FinalBookingStatus,
  HOLD_BOOKING_STATUSES,
} from "./booking-status-kind";
import type { BookingTransitionError } from "./booking-transition.errors";
import { BOOKING_TRANSITIONS } from "./booking-transitions";

type OpenPhase = Exclude<BookingPhase, { readonly status: FinalBookingStatus }>;
type OpenBooking = Exclude<Booking, { readonly status: FinalBookingStatus }>;

/** The active status an open booking stands on or will return to. */
const lastActive = (phase: OpenPhase): ActiveBookingStatus =>
  match(phase)
    .with({ status: P.union(...ACTIVE_BOOKING_STATUSES) }, ({ status }) => status)
    .with({ status: P.union(...HOLD_BOOKING_STATUSES) }, ({ resume }) => resume)
    .exhaustive();

const enter = (phase: OpenPhase, to: BookingStatusKey | "resume"): BookingPhase =>
  match(to)
    .returnType<BookingPhase>()
    .with("resume", () => ({ status: lastActive(phase) }))
    .with(P.union(...HOLD_BOOKING_STATUSES), (hold) => ({ status: hold, resume: lastActive(phase) }))
    .with(P.union(...ACTIVE_BOOKING_STATUSES), (active) => ({ status: active }))
    .with(P.union(...FINAL_BOOKING_STATUSES), (final) => ({ status: final }))
    .exhaustive();

const move = (
  booking: OpenBooking,
  command: BookingCommand,
  actor: BookingActor,
  now: Date,
): Result<Booking, BookingTransitionError> => {
  const rows = BOOKING_TRANSITIONS.filter((row) => row.from === booking.status && row.command === command);
  if (rows.length === 0) return err({ _tag: "NotAllowed", status: booking.status, command });
  const row = rows.find((r) => r.actor === actor);
  if (row === undefined) {
    return err({ _tag: "Forbidden", status: booking.status, command, actor, allowed: rows.map((r) => r.actor) });
  }
  const next = enter(booking, row.to);
  const entry = { from: booking.status, to: next.status, actor, at: now };
  return ok({ ...next, id: booking.id, history: [...booking.history, entry] });
};

/** Applies a command given by `actor` at `now`; an accepted move appends one history entry. */
export const transition = (
  booking: Booking,
  command: BookingCommand,
  actor: BookingActor,
  now: Date,
): Result<Booking, BookingTransitionError> =>
  match(booking)
    .with({ status: P.union(...FINAL_BOOKING_STATUSES) }, ({ status }) =>
      err<BookingTransitionError>({ _tag: "FinalState", status, command }),
    )
    .with({ status: P.union(...ACTIVE_BOOKING_STATUSES, ...HOLD_BOOKING_STATUSES) }, (open) =>
      move(open, command, actor, now),
    )
    .exhaustive();
