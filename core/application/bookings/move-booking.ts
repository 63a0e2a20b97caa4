import { Effect } from "effect";
import { match } from "ts-pattern";
import type { BookingCommand } from "../../domain/booking/booking-command";
import { transition } from "../../domain/booking/booking-transition";
import type { BookingTransitionError } from "../../domain/booking/booking-transition.errors";
import { BOOKING_TRANSITIONS } from "../../domain/booking/booking-transitions";
import { type MoveRequirement, moveRequirements, type PaymentStatus } from "../../domain/booking/move-requirements";
import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import type { AuditLog } from "../../ports/audit-log.port";
import type { BookingGates, BookingRemarks } from "../../ports/booking-gates.port";
import type { BookingRepository } from "../../ports/booking-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { type BookingDetails, bookingDetails } from "./booking-details";
import type { BookingMover } from "./booking-mover";
import { readBookingState, storedStateOf, type UnreadableBookingState } from "./booking-state";

/** A requirement of the move (ADR 051) that is not met; nothing was changed. */
export type MoveRequirementError =
  /** Sending needs every mandatory document: these are missing. */
  | { readonly _tag: "DocumentsMissing"; readonly titles: readonly string[] }
  /** This move is explained to the applicant: a remark is needed. */
  | { readonly _tag: "RemarkRequired" }
  /** The payment status needs a ledger line to pay first. */
  | { readonly _tag: "NoDueLine"; readonly status: PaymentStatus };

export type MoveBookingError =
  | BookingTransitionError
  | UnreadableBookingState
  | MoveRequirementError
  /** No such booking, or (for an applicant) someone else's: the two are not told apart. */
  | { readonly _tag: "BookingNotFound"; readonly id: number }
  /** The booking moved between reading and writing it; nothing was changed. */
  | { readonly _tag: "BookingChanged"; readonly id: number };

export type MoveBookingDeps = {
  readonly bookings: BookingRepository;
  readonly gates: BookingGates;
  readonly notifier: ApplicantNotifier;
  readonly remarks: BookingRemarks;
  /** Where a staff move is recorded (ADR 057); the applicant's own moves are not staff actions. */
  readonly audit: AuditLog;
};

export type BookingCommandOf = (status: string) => BookingCommand;

const MAX_REMARK = 2000;

/** The first requirement of the move that is not met, or null. */
const unmet = async (
  gates: BookingGates,
  id: number,
  requirements: readonly MoveRequirement[],
  remark: string,
): Promise<MoveRequirementError | null> => {
  for (const requirement of requirements) {
    const failure = await match(requirement)
      .returnType<Promise<MoveRequirementError | null>>()
      .with({ _tag: "Documents" }, async () => {
        const titles = await gates.missingDocuments(id);
        return titles.length === 0 ? null : { _tag: "DocumentsMissing", titles };
      })
      .with({ _tag: "Remark" }, async () => (remark === "" ? { _tag: "RemarkRequired" } : null))
      .with({ _tag: "DueLine" }, async ({ status }) =>
        (await gates.hasDueLine(id, status)) ? null : { _tag: "NoDueLine", status },
      )
      .exhaustive();
    if (failure !== null) return failure;
  }
  return null;
};

/**
 * Gives a command to a booking through the status machine (ADR 004) and the move's requirements (ADR 051), stores
 * the new status with one history row (who, when, from, to, remark), writes a staff remark into the application's
 * thread, records a staff move in the audit log (ADR 057) and tells the applicant. `command` may depend on the
 * current status (the applicant's "submit" is a resubmit after changes). `remark` is trimmed and cut to 2000
 * characters.
 */
export const moveBooking = (
  deps: MoveBookingDeps,
  mover: BookingMover,
  id: number,
  command: BookingCommand | BookingCommandOf,
  now: Date,
  remark = "",
): Effect.Effect<BookingDetails, MoveBookingError> =>
  Effect.gen(function* () {
    const { bookings } = deps;
    const stored = yield* Effect.promise(() => bookings.find(id));
    if (stored === null || (mover.actor === "user" && stored.user_id !== mover.user_id)) {
      return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
    }
    const booking = yield* fromDomainResult(readBookingState(id, stored));
    const chosen = typeof command === "function" ? command(stored.status) : command;
    const moved = yield* fromDomainResult(transition(booking, chosen, mover.actor, now));
    const rule = BOOKING_TRANSITIONS.find((row) => row.from === booking.status && row.command === chosen);
    const text = remark.trim().slice(0, MAX_REMARK);
    const failure = yield* Effect.promise(() =>
      unmet(deps.gates, id, rule === undefined ? [] : moveRequirements(chosen, rule.to), text),
    );
    if (failure !== null) return yield* Effect.fail(failure);
    const to = storedStateOf(moved);
    const applied = yield* Effect.promise(() =>
      bookings.move({
        id,
        from: { status: stored.status, resume_status: stored.resume_status },
        to,
        actor: mover.actor,
        actor_user_id: mover.user_id,
        remark: text,
        at: now,
      }),
    );
    if (!applied) return yield* Effect.fail({ _tag: "BookingChanged", id } as const);
    if (mover.actor === "staff") {
      yield* Effect.promise(() =>
        deps.audit.record({
          actor_user_id: mover.user_id,
          action: "booking.move",
          subject_type: "booking",
          subject_id: id,
          booking_id: id,
          before: { status: stored.status, resume_status: stored.resume_status },
          after: { status: to.status, resume_status: to.resume_status, command: chosen, remark: text },
          at: now,
        }),
      );
    }
    if (mover.actor === "staff" && text !== "") {
      yield* Effect.promise(() => deps.remarks.post(id, mover.user_id, text, now));
    }
    yield* Effect.promise(() =>
      deps.notifier.notify({
        _tag: "StatusChanged",
        booking_id: id,
        user_id: stored.user_id,
        from: stored.status,
        to: to.status,
        remark: text,
      }),
    );
    const view = yield* Effect.promise(() => bookings.view(id));
    if (view === null) return yield* Effect.die(new Error(`Booking ${id} vanished while it was moved`));
    return bookingDetails(view, mover.actor);
  });
