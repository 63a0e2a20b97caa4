import type { BookingActor } from "./booking-actor";
import type { BookingCommand } from "./booking-command";
import type { BookingStatusKey } from "./booking-status";
import { ACTIVE_BOOKING_STATUSES } from "./booking-status-kind";

/** One allowed move. `to: "resume"` returns a held booking to the active status it remembered. */
export type BookingTransitionRule = {
  readonly from: BookingStatusKey;
  readonly command: BookingCommand;
  readonly to: BookingStatusKey | "resume";
  readonly actor: BookingActor;
};

const rule = (
  from: readonly BookingStatusKey[],
  command: BookingCommand,
  to: BookingStatusKey | "resume",
  actors: readonly BookingActor[],
): BookingTransitionRule[] => from.flatMap((f) => actors.map((actor) => ({ from: f, command, to, actor })));

/** The booking status machine as data (docs/adr/004-booking-transitions.md). Final statuses have no rows. */
export const BOOKING_TRANSITIONS: readonly BookingTransitionRule[] = [
  ...rule(["registering"], "submit", "checking", ["user"]),
  ...rule(["checking"], "request_changes", "in_review", ["staff"]),
  ...rule(["in_review"], "resubmit", "checking", ["user"]),
  ...rule(["checking"], "approve_documents", "being_signed", ["staff"]),
  ...rule(["being_signed"], "sign", "pending_payment", ["user", "staff"]),
  ...rule(["pending_payment"], "require_second_payment", "pending_payment_2", ["staff"]),
  ...rule(["pending_payment", "pending_payment_2"], "require_services_payment", "pending_payment_services", ["staff"]),
  ...rule(["pending_payment", "pending_payment_2", "pending_payment_services"], "confirm_payment", "processing", [
    "staff",
  ]),
  ...rule(["processing"], "complete", "sent", ["staff"]),
  ...rule(ACTIVE_BOOKING_STATUSES, "request_cancellation", "pending_cancellation", ["user", "staff"]),
  ...rule(["pending_cancellation"], "confirm_cancellation", "cancelled", ["staff"]),
  ...rule(["pending_cancellation"], "withdraw_cancellation", "resume", ["staff"]),
  ...rule(ACTIVE_BOOKING_STATUSES, "hold", "waiting", ["staff"]),
  ...rule(["waiting"], "release", "resume", ["staff"]),
];
