import { describe, expect, it } from "vitest";
import { DURATIONS } from "./durations";

describe("durations", () => {
  it("has an hour of 3600 s and a day of 24 hours", () => {
    expect(DURATIONS.hourSeconds).toBe(3600);
    expect(DURATIONS.dayHours).toBe(24);
    expect(DURATIONS.daySeconds).toBe(DURATIONS.dayHours * DURATIONS.hourSeconds);
  });
});
