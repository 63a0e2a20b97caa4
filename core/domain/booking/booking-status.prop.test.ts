import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb } from "../../../tests/arbitraries/booking.arb";
import { BOOKING_STATUSES } from "./booking-status";
import { BOOKING_STATUS_ORDER } from "./booking-status-order";

describe("booking statuses (properties)", () => {
  it("list position agrees with the order number", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, bookingStatusKeyArb, (a, b) => {
        const byPosition = Math.sign(BOOKING_STATUSES.indexOf(a) - BOOKING_STATUSES.indexOf(b));
        expect(Math.sign(BOOKING_STATUS_ORDER[a] - BOOKING_STATUS_ORDER[b])).toBe(byPosition);
      }),
    );
  });
});
