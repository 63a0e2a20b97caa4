import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingListArb } from "../../../tests/arbitraries/booking.arb";
import { type BookingGroup, groupBookingsByStatus } from "./booking-groups";
import { BOOKING_STATUS_ORDER } from "./booking-status-order";
import { parseBookingStatus } from "./parse-booking-status";

const rank = (status: BookingGroup<unknown>["status"]): number =>
  status._tag === "Known" ? BOOKING_STATUS_ORDER[status.key] : Number.POSITIVE_INFINITY;

describe("groupBookingsByStatus (properties)", () => {
  it("keeps every booking exactly once", () => {
    fc.assert(
      fc.property(bookingListArb, (bookings) => {
        const ids = groupBookingsByStatus(bookings).flatMap((group) => group.bookings.map((b) => b.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(bookings.map((b) => b.id));
      }),
    );
  });

  it("shows non-empty groups in strictly increasing display order, unknown last", () => {
    fc.assert(
      fc.property(bookingListArb, (bookings) => {
        const groups = groupBookingsByStatus(bookings);
        const ranks = groups.map((group) => rank(group.status));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(new Set(ranks).size).toBe(ranks.length);
        for (const group of groups) expect(group.bookings.length).toBeGreaterThan(0);
      }),
    );
  });

  it("puts each booking in the group of its parsed status, in input order", () => {
    fc.assert(
      fc.property(bookingListArb, (bookings) => {
        for (const group of groupBookingsByStatus(bookings)) {
          const expected = bookings.filter((b) => {
            const parsed = parseBookingStatus(b.status);
            return group.status._tag === "Known"
              ? parsed._tag === "Known" && parsed.key === group.status.key
              : parsed._tag === "Unknown";
          });
          expect(group.bookings).toEqual(expected);
        }
      }),
    );
  });
});
