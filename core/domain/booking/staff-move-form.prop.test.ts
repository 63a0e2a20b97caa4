import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedMoves } from "./allowed-moves";
import { BOOKING_STATUSES } from "./booking-status";
import { isPaymentStatus, moveRequirements } from "./move-requirements";
import { staffMoveForm } from "./staff-move-form";

const staffMove = fc
  .constantFrom(...BOOKING_STATUSES)
  .chain((status) => {
    const moves = allowedMoves(status, "staff");
    return moves.length === 0 ? fc.constant(null) : fc.constantFrom(...moves);
  })
  .filter((move) => move !== null);

describe("staffMoveForm", () => {
  it("asks for a text exactly where the move needs a remark", () => {
    fc.assert(
      fc.property(staffMove, (move) => {
        const needs = moveRequirements(move.command, move.to).some((r) => r._tag === "Remark");
        expect(staffMoveForm(move).text.required).toBe(needs);
      }),
    );
  });

  it("names the payment status of the due line exactly for a move into a payment status", () => {
    fc.assert(
      fc.property(staffMove, (move) => {
        const form = staffMoveForm(move);
        expect(form.due_line).toBe(move.to !== "resume" && isPaymentStatus(move.to) ? move.to : null);
      }),
    );
  });

  it("asks a cancellation (asked or confirmed) for its reason, every other move for a remark, and keeps the command", () => {
    fc.assert(
      fc.property(staffMove, (move) => {
        const form = staffMoveForm(move);
        expect(form.command).toBe(move.command);
        const cancelling = move.command === "request_cancellation" || move.command === "confirm_cancellation";
        expect(form.text.kind === "reason").toBe(cancelling);
      }),
    );
  });

  it("requires the remark of asking for changes and of a hold, and the reason of confirming a cancellation", () => {
    expect(staffMoveForm({ command: "request_changes", to: "in_review" }).text).toEqual({
      kind: "remark",
      required: true,
    });
    expect(staffMoveForm({ command: "hold", to: "waiting" }).text).toEqual({ kind: "remark", required: true });
    expect(staffMoveForm({ command: "confirm_cancellation", to: "cancelled" }).text).toEqual({
      kind: "reason",
      required: true,
    });
    expect(staffMoveForm({ command: "complete", to: "sent" }).text.required).toBe(false);
  });
});
