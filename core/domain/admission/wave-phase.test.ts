import { describe, expect, it } from "vitest";
import { wavePhaseOf } from "./wave-phase";

describe("wavePhaseOf", () => {
  it("maps each current number of 0..6 to its phase", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(wavePhaseOf)).toEqual([
      "upcoming",
      "deadline",
      "deadline",
      "deadline",
      "open-ended",
      "open-ended",
      "finished",
    ]);
  });

  it("has no phase outside 0..6", () => {
    expect(wavePhaseOf(-1)).toBeNull();
    expect(wavePhaseOf(7)).toBeNull();
    expect(wavePhaseOf(2.5)).toBeNull();
    expect(wavePhaseOf(Number.NaN)).toBeNull();
  });
});
