import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKind } from "./booking-status-kind";
import { BOOKING_TRANSITIONS } from "./booking-transitions";

const rowArb = fc.constantFrom(...BOOKING_TRANSITIONS);

describe("BOOKING_TRANSITIONS (properties)", () => {
  it("a status and a command determine the target, whoever gives it", () => {
    fc.assert(
      fc.property(rowArb, rowArb, (a, b) => {
        if (a.from === b.from && a.command === b.command) {
          expect(a.to).toBe(b.to);
        }
      }),
    );
  });

  it("no row leaves a final status; holds are entered only from active statuses and left only by staff", () => {
    fc.assert(
      fc.property(rowArb, (row) => {
        expect(bookingStatusKind(row.from)).not.toBe("final");
        if (row.to !== "resume" && bookingStatusKind(row.to) === "hold") {
          expect(bookingStatusKind(row.from)).toBe("active");
        }
        if (bookingStatusKind(row.from) === "hold") {
          expect(row.actor).toBe("staff");
        }
      }),
    );
  });

  it("only holds resume", () => {
    fc.assert(
      fc.property(rowArb, (row) => {
        expect(row.to === "resume").toBe(row.command === "withdraw_cancellation" || row.command === "release");
        if (row.to === "resume") {
          expect(bookingStatusKind(row.from)).toBe("hold");
        }
      }),
    );
  });
});
