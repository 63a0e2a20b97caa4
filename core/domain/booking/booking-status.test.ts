import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "./booking-status";
import { BOOKING_STATUS_ORDER } from "./booking-status-order";

describe("booking statuses", () => {
  it("lists the twelve keys of the spec table in display order", () => {
    expect(BOOKING_STATUSES).toEqual([
      "registering",
      "checking",
      "in_review",
      "being_signed",
      "pending_cancellation",
      "pending_payment",
      "pending_payment_2",
      "pending_payment_services",
      "processing",
      "sent",
      "cancelled",
      "waiting",
    ]);
  });

  it("keeps the spec's order numbers, with 10 and 11 unused", () => {
    expect(BOOKING_STATUSES.map((key) => BOOKING_STATUS_ORDER[key])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14]);
  });
});
