import { describe, expect, it } from "vitest";
import { TIMINGS } from "./timings";

describe("timings", () => {
  it("match spec 9", () => {
    expect(TIMINGS).toEqual({
      pageViewDelayMs: 250,
      chunkReloadGuardMs: 60_000,
      resizeHandlerDelayMs: 50,
      leadCallRateLimitMs: 10_000,
    });
  });
});
