import { describe, expect, it } from "vitest";
import { LEAD_CALL_RATE_LIMIT_MS } from "../leads/lead-call-wait";
import { TIMINGS } from "./timings";

describe("timings", () => {
  it("match spec 9", () => {
    expect(TIMINGS).toEqual({
      pageViewDelayMs: 250,
      chunkReloadGuardMs: 60_000,
      resizeHandlerDelayMs: 50,
    });
    expect(LEAD_CALL_RATE_LIMIT_MS).toBe(10_000);
  });
});
