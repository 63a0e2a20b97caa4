import { describe, expect, it } from "vitest";
import { admissionPlan } from "./admission-plan";
import { WAVE_CALENDARS } from "./data/wave-calendars.data";

describe("admissionPlan", () => {
  it("moves the Chinese degree calendar by the shift and reads its state at now", () => {
    const plan = admissionPlan(WAVE_CALENDARS["china-degree"], 2, new Date("2027-02-10T12:00:00Z"));
    expect(
      plan.waves.map((wave) => [wave.position, wave.label, wave.from.toISOString(), wave.to.toISOString()]),
    ).toEqual([
      [1, "1 волна", "2026-11-02T21:00:00.000Z", "2027-01-17T20:59:59.000Z"],
      [2, "2 волна", "2027-01-17T21:00:00.000Z", "2027-04-02T20:59:59.000Z"],
      [3, "3 волна", "2027-04-02T21:00:00.000Z", "2027-06-17T20:59:59.000Z"],
    ]);
    expect(plan.status).toBe("open");
    expect(plan.current).toBe(2);
    expect(plan.enrollmentPhase).toBe("Идёт приём документов");
    expect(plan.submissionAt.toISOString()).toBe("2027-06-17T20:59:59.000Z");
    expect(plan.entranceAt?.toISOString()).toBe("2027-07-07T21:00:00.000Z");
    expect(plan.enrollmentAt.toISOString()).toBe("2027-08-31T21:00:00.000Z");
  });

  it("has no entrance date for language courses and is finished after the last wave", () => {
    const plan = admissionPlan(WAVE_CALENDARS["japan-language"], 0, new Date("2027-01-10T00:00:00Z"));
    expect(plan.entranceAt).toBeNull();
    expect([plan.status, plan.current, plan.enrollmentPhase]).toEqual(["closed", 6, "Приём документов завершён"]);
  });
});
