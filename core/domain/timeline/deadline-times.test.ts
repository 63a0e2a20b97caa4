import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timelineInstantArb } from "../../../tests/arbitraries/timeline.arb";
import { deadlineTimes } from "./deadline-times";

describe("deadlineTimes", () => {
  it("reads the deadline in Moscow and in Beijing", () => {
    expect(deadlineTimes(new Date("2027-03-31T20:59:00.000Z"))).toEqual({
      moscow: { date: "31.03.2027", time: "23:59" },
      beijing: { date: "01.04.2027", time: "04:59" },
    });
  });

  it("keeps Beijing five hours ahead of Moscow (neither moves its clocks)", () => {
    fc.assert(
      fc.property(timelineInstantArb, (instant) => {
        const { moscow, beijing } = deadlineTimes(instant);
        const later = deadlineTimes(new Date(instant.getTime() + 5 * 3_600_000)).moscow;
        expect(beijing).toEqual(later);
        expect(moscow.time).toMatch(/^\d{2}:\d{2}$/);
      }),
    );
  });
});
