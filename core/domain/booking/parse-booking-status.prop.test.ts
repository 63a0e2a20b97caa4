import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb, unknownBookingStatusArb } from "../../../tests/arbitraries/booking.arb";
import { BOOKING_STATUSES } from "./booking-status";
import { parseBookingStatus } from "./parse-booking-status";

describe("parseBookingStatus (properties)", () => {
  it("round-trips every key", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (key) => {
        expect(parseBookingStatus(key)).toEqual({ _tag: "Known", key });
      }),
    );
  });

  it("keeps non-keys verbatim", () => {
    fc.assert(
      fc.property(unknownBookingStatusArb, (raw) => {
        expect(parseBookingStatus(raw)).toEqual({ _tag: "Unknown", raw });
      }),
    );
  });

  it("agrees with membership in the key list for any string", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), bookingStatusKeyArb), (raw) => {
        const parsed = parseBookingStatus(raw);
        expect(parsed._tag === "Known").toBe((BOOKING_STATUSES as readonly string[]).includes(raw));
      }),
    );
  });
});
