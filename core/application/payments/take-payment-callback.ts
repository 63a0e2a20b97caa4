import { Effect } from "effect";
import { allLinesPaid } from "../../domain/ledger/ledger-queries";
import { isPaymentStatus } from "../../domain/ledger/payment-status";
import type { Payment } from "../../ports/payment-repository.port";
import type { PaymentEvent } from "../../ports/payment-provider.port";
import type { BookingMover } from "../bookings/booking-mover";
import { moveBooking } from "../bookings/move-booking";
import { systemAudit } from "../shared/system-audit";
import type { PaymentsDeps } from "./payments-deps";

/** Why a callback changed nothing, as far as the provider should be told. */
export type CallbackRefused =
  /** Forged, unsigned or unreadable. */
  | { readonly _tag: "CallbackRefused"; readonly reason: "signature" | "malformed" }
  /** Signed, but naming no payment of ours, or another reference, sum or currency than the payment's. */
  | { readonly _tag: "CallbackMismatch"; readonly payment_id: number };

/** What a verified callback did. */
export type CallbackTaken =
  /** The event was seen before, or the payment was already settled: nothing changed. */
  | { readonly _tag: "Ignored" }
  | { readonly _tag: "Failed"; readonly payment_id: number }
  | { readonly _tag: "Succeeded"; readonly payment_id: number; readonly booking_moved: boolean };

const matches = (payment: Payment | null, event: PaymentEvent, provider: string): payment is Payment =>
  payment !== null &&
  payment.provider === provider &&
  payment.reference === event.reference &&
  payment.amount_minor === event.amount_minor &&
  payment.currency === event.currency;

/**
 * A provider's callback (ADR 054): the signature is checked over the raw body, each event id is taken once, the
 * sum and currency must be the payment's. A success settles the payment and pays its line, tells the applicant,
 * and when every line of the payment status the booking stands in is paid, moves the booking to processing with
 * the staff's confirm_payment (the server acts for the staff here). A failure settles the payment only.
 */
export const takePaymentCallback = (
  deps: Pick<
    PaymentsDeps,
    "bookings" | "ledger" | "payments" | "provider" | "notifier" | "gates" | "remarks" | "audit"
  >,
  raw: string,
  headers: Readonly<Record<string, string | undefined>>,
  now: Date,
): Effect.Effect<CallbackTaken, CallbackRefused> =>
  Effect.gen(function* () {
    const verified = deps.provider.verifyCallback(raw, headers);
    if (verified._tag === "Refused") {
      return yield* Effect.fail({ _tag: "CallbackRefused", reason: verified.reason } as const);
    }
    const { event } = verified;
    const payment = yield* Effect.promise(() => deps.payments.find(event.payment_id));
    if (!matches(payment, event, deps.provider.name)) {
      return yield* Effect.fail({ _tag: "CallbackMismatch", payment_id: event.payment_id } as const);
    }
    const recorded = yield* Effect.promise(() =>
      deps.payments.record({
        provider: deps.provider.name,
        event_id: event.event_id,
        payment_id: payment.id,
        outcome: event.outcome,
        at: now,
      }),
    );
    if (recorded._tag !== "Settled") return { _tag: "Ignored" } as const;
    if (recorded.payment.state === "failed") return { _tag: "Failed", payment_id: payment.id } as const;
    const line = yield* Effect.promise(() => deps.ledger.find(payment.ledger_line_id));
    yield* Effect.promise(() =>
      deps.notifier.notify({
        _tag: "PaymentReceived",
        booking_id: payment.booking_id,
        user_id: payment.user_id,
        description: line?.description ?? "",
        amount_minor: payment.amount_minor,
        currency: payment.currency,
      }),
    );
    // The history row names the payer whose payment completed the status (the row needs a user; ADR 054); the
    // audit log records the move as the system's (ADR 057).
    const mover = { actor: "staff", user_id: payment.user_id } as const;
    const booking_moved = yield* confirmWhenAllPaid(
      { ...deps, audit: systemAudit(deps.audit) },
      payment.booking_id,
      mover,
      now,
    );
    return { _tag: "Succeeded", payment_id: payment.id, booking_moved } as const;
  });

/**
 * Moves the booking to processing when every line of its current payment status is paid (after a provider's
 * callback, or staff marking a line paid offline); false otherwise.
 */
export const confirmWhenAllPaid = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "notifier" | "gates" | "remarks" | "audit">,
  booking_id: number,
  mover: BookingMover,
  now: Date,
): Effect.Effect<boolean> =>
  Effect.gen(function* () {
    const booking = yield* Effect.promise(() => deps.bookings.find(booking_id));
    if (booking === null || !isPaymentStatus(booking.status)) return false;
    const lines = yield* Effect.promise(() => deps.ledger.list(booking.id));
    if (!allLinesPaid(lines, booking.status)) return false;
    // moveBooking tells the applicant about the new status itself.
    const moved = yield* Effect.result(moveBooking(deps, mover, booking.id, "confirm_payment", now));
    return moved._tag === "Success";
  });
