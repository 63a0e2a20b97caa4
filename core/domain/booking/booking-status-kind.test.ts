import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "./booking-status";
import { bookingStatusKind } from "./booking-status-kind";

describe("bookingStatusKind", () => {
  it("classifies every status", () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((key) => [key, bookingStatusKind(key)]))).toEqual({
      registering: "active",
      checking: "active",
      in_review: "active",
      being_signed: "active",
      pending_cancellation: "hold",
      pending_payment: "active",
      pending_payment_2: "active",
      pending_payment_services: "active",
      processing: "active",
      sent: "final",
      cancelled: "final",
      waiting: "hold",
    });
  });
});
