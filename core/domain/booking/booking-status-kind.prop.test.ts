import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb } from "../../../tests/arbitraries/booking.arb";
import type { BookingStatusKey } from "./booking-status";
import {
  ACTIVE_BOOKING_STATUSES,
  bookingStatusKind,
  FINAL_BOOKING_STATUSES,
  HOLD_BOOKING_STATUSES,
} from "./booking-status-kind";

const lists: Record<string, readonly BookingStatusKey[]> = {
  active: ACTIVE_BOOKING_STATUSES,
  hold: HOLD_BOOKING_STATUSES,
  final: FINAL_BOOKING_STATUSES,
};

describe("bookingStatusKind (properties)", () => {
  it("puts each status in exactly one list, the one its kind names", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (key) => {
        const containing = Object.keys(lists).filter((kind) => lists[kind]?.includes(key));
        expect(containing).toEqual([bookingStatusKind(key)]);
      }),
    );
  });
});
