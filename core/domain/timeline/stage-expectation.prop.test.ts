import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb, unknownBookingStatusArb } from "../../../tests/arbitraries/booking.arb";
import { FINAL_BOOKING_STATUSES } from "../booking/booking-status-kind";
import { allowedMoves } from "../booking/allowed-moves";
import { parseBookingStatus } from "../booking/parse-booking-status";
import { stageExpectation } from "./stage-expectation";

const isFinal = (key: string) => (FINAL_BOOKING_STATUSES as readonly string[]).includes(key);

describe("stageExpectation (properties)", () => {
  it("gives every open status a party and a range of at least one day, min <= max", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (key) => {
        const { party, usual_days } = stageExpectation({ _tag: "Known", key });
        if (isFinal(key)) {
          expect({ party, usual_days }).toEqual({ party: "nobody", usual_days: null });
        } else {
          expect(party).not.toBe("nobody");
          expect(usual_days?.min).toBeGreaterThanOrEqual(1);
          expect(usual_days && usual_days.min <= usual_days.max).toBe(true);
        }
      }),
    );
  });

  it("waits for the applicant wherever the applicant has a move forward, and for staff where only staff can move", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (key) => {
        const forward = allowedMoves(key, "user").filter((move) => move.command !== "request_cancellation");
        const { party } = stageExpectation({ _tag: "Known", key });
        if (forward.length > 0) expect(party).toBe("applicant");
        if (key === "pending_cancellation" || key === "checking") expect(party).toBe("agency");
      }),
    );
  });

  it("expects nothing of an unknown status", () => {
    fc.assert(
      fc.property(unknownBookingStatusArb, (raw) => {
        expect(stageExpectation(parseBookingStatus(raw))).toEqual({ party: "nobody", usual_days: null });
      }),
    );
  });
});
