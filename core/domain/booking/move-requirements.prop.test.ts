import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOOKING_TRANSITIONS } from "./booking-transitions";
import { isPaymentStatus, moveRequirements, PAYMENT_STATUSES } from "./move-requirements";

const ruleArb = fc.constantFrom(...BOOKING_TRANSITIONS);

describe("moveRequirements", () => {
  it("asks for a due line exactly when a move enters a payment status, for that status", () => {
    fc.assert(
      fc.property(ruleArb, ({ command, to }) => {
        const lines = moveRequirements(command, to).filter((need) => need._tag === "DueLine");
        if (to !== "resume" && isPaymentStatus(to)) expect(lines).toEqual([{ _tag: "DueLine", status: to }]);
        else expect(lines).toEqual([]);
      }),
    );
  });

  it("asks for the documents on sending and sending again, and for a remark on the moves explained to the applicant", () => {
    fc.assert(
      fc.property(ruleArb, ({ command, to }) => {
        const tags = moveRequirements(command, to).map((need) => need._tag);
        expect(tags.includes("Documents")).toBe(command === "submit" || command === "resubmit");
        expect(tags.includes("Remark")).toBe(["request_changes", "hold", "confirm_cancellation"].includes(command));
      }),
    );
  });

  it("never asks for a due line when a held booking goes back where it was", () => {
    expect(moveRequirements("release", "resume")).toEqual([]);
    expect(moveRequirements("withdraw_cancellation", "resume")).toEqual([]);
    expect(PAYMENT_STATUSES.every(isPaymentStatus)).toBe(true);
    expect(isPaymentStatus("processing")).toBe(false);
  });
});
