import { Effect } from "effect";
import type { LedgerLine } from "../../domain/ledger/ledger-line";
import { markRefunded, requestRefund } from "../../domain/ledger/ledger-line-state";
import type { Result } from "../../domain/shared/result";
import type { LedgerLineMoveError } from "../../domain/ledger/ledger-line-state";
import type { BookingMover } from "../bookings/booking-mover";
import { lineOfBooking, offerReceived, visibleBooking } from "./booking-access";
import { lineAuditEntry } from "./line-audit-entry";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound, LedgerLineNotFound, LineChanged, LineMoveRefused } from "./payments-errors";

export type RefundError = BookingNotFound | LedgerLineNotFound | LineMoveRefused | LineChanged;

/** Moves a line of the booking's ledger by a rule of ADR 054, applied only while the line stands where it stood. */
export const moveLine = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger">,
  asker: BookingMover,
  booking_id: number,
  line_id: number,
  rule: (line: LedgerLine, offer: boolean) => Result<LedgerLine, LedgerLineMoveError>,
  now: Date,
): Effect.Effect<LedgerLine, RefundError> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, asker, booking_id);
    const line = yield* lineOfBooking(deps, booking_id, line_id);
    const moved = rule(line, offerReceived(booking));
    if (!moved.ok) return yield* Effect.fail({ _tag: "LineMoveRefused", error: moved.error } as const);
    const applied = yield* Effect.promise(() =>
      deps.ledger.move({ id: line.id, from: line.state, to: moved.value.state, at: now }),
    );
    if (!applied) return yield* Effect.fail({ _tag: "LineChanged", id: line.id } as const);
    return moved.value;
  });

/** The applicant asks for a paid line's money back, where its refund rule allows (ADR 054). */
export const requestLineRefund = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger">,
  user_id: number,
  booking_id: number,
  line_id: number,
  now: Date,
): Effect.Effect<LedgerLine, RefundError> =>
  moveLine(deps, { actor: "user", user_id }, booking_id, line_id, requestRefund, now);

/** Staff record that a requested refund was made; the audit log keeps the line's state before and after (ADR 057). */
export const markLineRefunded = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "audit">,
  staff_user_id: number,
  booking_id: number,
  line_id: number,
  now: Date,
): Effect.Effect<LedgerLine, RefundError> =>
  Effect.gen(function* () {
    const mover = { actor: "staff", user_id: staff_user_id } as const;
    const line = yield* moveLine(deps, mover, booking_id, line_id, (line) => markRefunded(line), now);
    yield* Effect.promise(() =>
      deps.audit.record(lineAuditEntry("ledger.refunded", staff_user_id, line, "refund_requested", now)),
    );
    return line;
  });
