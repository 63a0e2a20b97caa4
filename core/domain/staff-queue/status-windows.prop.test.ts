import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../booking/booking-status";
import { queueStatusOrder, statusWindows } from "./status-windows";

const countsArb = fc.dictionary(
  fc.oneof(fc.constantFrom(...BOOKING_STATUSES), fc.string({ minLength: 1, maxLength: 6 })),
  fc.nat({ max: 200 }),
);

/** The queue spelt out row by row: [status, index in the status]. */
const spelt = (counts: Record<string, number>) =>
  queueStatusOrder(Object.keys(counts)).flatMap((status) =>
    Array.from({ length: counts[status] ?? 0 }, (_, index) => [status, index] as const),
  );

describe("status windows", () => {
  it("take exactly the rows offset..offset+limit of the queue in order", () => {
    fc.assert(
      fc.property(countsArb, fc.nat({ max: 1500 }), fc.integer({ min: 1, max: 120 }), (counts, offset, limit) => {
        const taken = statusWindows(counts, offset, limit).flatMap((w) =>
          Array.from({ length: w.limit }, (_, index) => [w.status, w.offset + index] as const),
        );
        expect(taken).toEqual(spelt(counts).slice(offset, offset + limit));
      }),
    );
  });

  it("put the domain's statuses in its order, unknown keys after them", () => {
    expect(queueStatusOrder(["zzz", "sent", "checking", "registering"])).toEqual([
      "registering",
      "checking",
      "sent",
      "zzz",
    ]);
  });
});
