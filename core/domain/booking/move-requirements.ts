import { match } from "ts-pattern";
import type { BookingCommand } from "./booking-command";
import type { BookingStatusKey } from "./booking-status";

/** The statuses in which the applicant pays; each points at the ledger lines of that payment (ADR 051). */
export const PAYMENT_STATUSES = [
  "pending_payment",
  "pending_payment_2",
  "pending_payment_services",
] as const satisfies readonly BookingStatusKey[];

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (status: string): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * What a move needs beyond the status machine (ADR 051):
 * - `documents`: every mandatory document uploaded or accepted (sending for review, and sending again);
 * - `remark`: a text the applicant reads (asking for changes, putting on hold, confirming a cancellation);
 * - `due_line`: a ledger line due in the payment status the move enters, so «Оплатить» always has an amount.
 */
export type MoveRequirement =
  | { readonly _tag: "Documents" }
  | { readonly _tag: "Remark" }
  | { readonly _tag: "DueLine"; readonly status: PaymentStatus };

const commandNeeds = (command: BookingCommand): readonly MoveRequirement[] =>
  match(command)
    .returnType<readonly MoveRequirement[]>()
    .with("submit", "resubmit", () => [{ _tag: "Documents" }])
    .with("request_changes", "hold", "confirm_cancellation", () => [{ _tag: "Remark" }])
    .with(
      "approve_documents",
      "sign",
      "require_second_payment",
      "require_services_payment",
      "confirm_payment",
      "complete",
      "request_cancellation",
      "withdraw_cancellation",
      "release",
      () => [],
    )
    .exhaustive();

/**
 * The requirements of giving `command` when it leads to `to` (a status, or "resume" for a held booking going back to
 * where it was: that status's requirements were met when it was first entered).
 */
export const moveRequirements = (
  command: BookingCommand,
  to: BookingStatusKey | "resume",
): readonly MoveRequirement[] =>
  to !== "resume" && isPaymentStatus(to)
    ? [...commandNeeds(command), { _tag: "DueLine", status: to }]
    : commandNeeds(command);
