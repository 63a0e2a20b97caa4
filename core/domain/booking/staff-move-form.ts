import { match } from "ts-pattern";
import type { AllowedMove } from "./allowed-moves";
import type { BookingCommand } from "./booking-command";
import { moveRequirements, type PaymentStatus } from "./move-requirements";

/**
 * What the staff console's form of one move asks for (ADR 057): a text the applicant reads (a remark, or for a
 * cancellation its reason), required where the move needs one; and, for a move into a payment status, the payment
 * status whose due ledger line must exist first (the server refuses the move otherwise).
 */
export type StaffMoveForm = {
  readonly command: BookingCommand;
  readonly text: { readonly kind: "remark" | "reason"; readonly required: boolean };
  readonly due_line: PaymentStatus | null;
};

const textKind = (command: BookingCommand): "remark" | "reason" =>
  match(command)
    .with("request_cancellation", "confirm_cancellation", () => "reason" as const)
    .otherwise(() => "remark" as const);

export const staffMoveForm = (move: AllowedMove): StaffMoveForm => {
  const requirements = moveRequirements(move.command, move.to);
  const due = requirements.find((requirement) => requirement._tag === "DueLine");
  return {
    command: move.command,
    text: {
      kind: textKind(move.command),
      required: requirements.some((requirement) => requirement._tag === "Remark"),
    },
    due_line: due?._tag === "DueLine" ? due.status : null,
  };
};
