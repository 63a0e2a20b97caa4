import { describe, expect, it } from "vitest";
import { PROGRESS_BAR } from "./progress-bar";

describe("progress bar timings", () => {
  it("match spec 9", () => {
    expect(PROGRESS_BAR).toEqual({
      throttleMs: 200,
      durationMs: 5000,
      hideAfterFinishMs: 500,
      minFetchDisplayDelayMs: 200,
    });
  });
});
