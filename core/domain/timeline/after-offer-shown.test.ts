import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingStatusKeyArb } from "../../../tests/arbitraries/booking.arb";
import { parseBookingStatus } from "../booking/parse-booking-status";
import { showsAfterOffer } from "./after-offer-shown";

const known = (raw: string) => parseBookingStatus(raw);

describe("showsAfterOffer", () => {
  it("shows the steps once the application is processing or done", () => {
    expect(showsAfterOffer(known("processing"), null)).toBe(true);
    expect(showsAfterOffer(known("sent"), null)).toBe(true);
    expect(showsAfterOffer(known("pending_payment"), null)).toBe(false);
    expect(showsAfterOffer(known("archived"), null)).toBe(false);
  });

  it("shows them on a hold only when it returns to processing", () => {
    fc.assert(
      fc.property(fc.constantFrom("waiting", "pending_cancellation"), bookingStatusKeyArb, (hold, resume) => {
        expect(showsAfterOffer(known(hold), known(resume))).toBe(resume === "processing");
      }),
    );
  });
});
