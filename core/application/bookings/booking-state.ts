import { match, P } from "ts-pattern";
import type { Booking, BookingPhase } from "../../domain/booking/booking";
import {
  ACTIVE_BOOKING_STATUSES,
  type ActiveBookingStatus,
  FINAL_BOOKING_STATUSES,
  HOLD_BOOKING_STATUSES,
} from "../../domain/booking/booking-status-kind";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import { err, ok, type Result } from "../../domain/shared/result";
import type { StoredBookingState } from "../../ports/booking-repository.port";

/** A stored status the machine cannot read: an unknown key, or a hold without a valid active status to return to. */
export type UnreadableBookingState = {
  readonly _tag: "UnreadableBookingState";
  readonly status: string;
  readonly resume_status: string | null;
};

const isActive = (value: string | null): value is ActiveBookingStatus =>
  value !== null && (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(value);

/**
 * The machine's view of a stored booking. Its history is left empty: `transition` only appends to it, and the
 * stored history rows are written one per accepted move.
 */
export const readBookingState = (id: number, state: StoredBookingState): Result<Booking, UnreadableBookingState> => {
  const unreadable = err<UnreadableBookingState>({ _tag: "UnreadableBookingState", ...state });
  const parsed = parseBookingStatus(state.status);
  if (parsed._tag === "Unknown") return unreadable;
  const phase = match(parsed.key)
    .returnType<BookingPhase | null>()
    .with(P.union(...ACTIVE_BOOKING_STATUSES), (status) => ({ status }))
    .with(P.union(...FINAL_BOOKING_STATUSES), (status) => ({ status }))
    .with(P.union(...HOLD_BOOKING_STATUSES), (status) =>
      isActive(state.resume_status) ? { status, resume: state.resume_status } : null,
    )
    .exhaustive();
  return phase === null ? unreadable : ok({ ...phase, id: String(id), history: [] });
};

/** The columns a phase is stored in: `resume_status` is set for holds only. */
export const storedStateOf = (phase: BookingPhase): StoredBookingState =>
  "resume" in phase
    ? { status: phase.status, resume_status: phase.resume }
    : { status: phase.status, resume_status: null };
