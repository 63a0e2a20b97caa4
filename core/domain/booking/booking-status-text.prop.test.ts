import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb, unknownBookingStatusArb } from "../../../tests/arbitraries/booking.arb";
import { BOOKING_STATUSES } from "./booking-status";
import { bookingStatusText } from "./booking-status-text";
import { parseBookingStatus } from "./parse-booking-status";

const UNKNOWN = { title: "Неизвестный статус", description: "Информация о статусе отсутствует." };

describe("bookingStatusText (properties)", () => {
  it("any unknown raw status gets exactly the fallback text", () => {
    fc.assert(
      fc.property(unknownBookingStatusArb, (raw) => {
        expect(bookingStatusText(parseBookingStatus(raw))).toEqual(UNKNOWN);
      }),
    );
  });

  it("known statuses have their own non-empty text, never the fallback title", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, (key) => {
        const { title, description } = bookingStatusText(parseBookingStatus(key));
        expect(title.length).toBeGreaterThan(0);
        expect(description.endsWith(".")).toBe(true);
        expect(title).not.toBe(UNKNOWN.title);
      }),
    );
  });

  it("distinct statuses have distinct titles", () => {
    fc.assert(
      fc.property(bookingStatusKeyArb, bookingStatusKeyArb, (a, b) => {
        const same =
          bookingStatusText({ _tag: "Known", key: a }).title === bookingStatusText({ _tag: "Known", key: b }).title;
        expect(same).toBe(a === b);
      }),
    );
    expect(new Set(BOOKING_STATUSES.map((key) => bookingStatusText({ _tag: "Known", key }).title)).size).toBe(12);
  });
});
