import { describe, expect, it } from "vitest";
import { afterOfferPlan } from "./after-offer";

/** Noon in Moscow on 2026-08-01. */
const now = new Date("2026-08-01T09:00:00.000Z");

describe("afterOfferPlan", () => {
  it("lists every step in order, set or not", () => {
    const plan = afterOfferPlan({ admission_notice: "2026-06-10" }, now);
    expect(plan.steps.map((step) => [step.step, step.date])).toEqual([
      ["admission_notice", "2026-06-10"],
      ["jw202", null],
      ["x1_visa", null],
      ["arrival", null],
      ["registration", null],
      ["residence_permit", null],
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it("counts the days to registration and the JW202 validity of six months", () => {
    const plan = afterOfferPlan({ jw202: "2026-09-12", registration: "2026-09-11" }, now);
    expect(plan.countdowns).toMatchObject({
      days_to_registration: 41,
      jw202_valid_until: "2027-03-12",
      days_jw202_valid: 223,
    });
  });

  it("ends JW202 on the last day of a shorter month", () => {
    expect(afterOfferPlan({ jw202: "2026-08-31" }, now).countdowns.jw202_valid_until).toBe("2027-02-28");
  });

  it("warns of an arrival earlier than two weeks before registration", () => {
    const plan = afterOfferPlan({ arrival: "2026-08-27", registration: "2026-09-11" }, now);
    expect(plan.warnings).toEqual([{ _tag: "ArrivalTooEarly", earliest: "2026-08-28" }]);
    expect(afterOfferPlan({ arrival: "2026-08-28", registration: "2026-09-11" }, now).warnings).toEqual([]);
  });

  it("warns when JW202 ran out before the visa", () => {
    const plan = afterOfferPlan({ jw202: "2026-01-10", x1_visa: "2026-07-20" }, now);
    expect(plan.warnings).toEqual([{ _tag: "Jw202ExpiredBeforeVisa", valid_until: "2026-07-10" }]);
    expect(afterOfferPlan({ jw202: "2026-01-10" }, now).warnings).toHaveLength(1);
    expect(afterOfferPlan({ jw202: "2026-01-10", x1_visa: "2026-07-10" }, now).warnings).toEqual([]);
  });

  it("counts the days left for the residence permit and warns once they are over", () => {
    const inTime = afterOfferPlan({ arrival: "2026-07-20" }, now);
    expect(inTime.countdowns).toMatchObject({ residence_permit_due: "2026-08-19", days_to_residence_permit: 18 });
    expect(inTime.warnings).toEqual([]);
    const late = afterOfferPlan({ arrival: "2026-06-20" }, now);
    expect(late.warnings).toEqual([{ _tag: "ResidencePermitLate", due: "2026-07-20" }]);
    const gotLate = afterOfferPlan({ arrival: "2026-06-20", residence_permit: "2026-07-21" }, now);
    expect(gotLate.countdowns.days_to_residence_permit).toBeNull();
    expect(gotLate.warnings).toHaveLength(1);
  });

  it("counts from the Moscow day: 22:00 UTC is already the next day in Moscow", () => {
    const plan = afterOfferPlan({ registration: "2026-08-10" }, new Date("2026-08-01T22:00:00.000Z"));
    expect(plan.countdowns.days_to_registration).toBe(8);
  });

  it("ignores a date that is not a calendar day", () => {
    expect(afterOfferPlan({ registration: "2026-02-30" }, now).countdowns.days_to_registration).toBeNull();
  });
});
