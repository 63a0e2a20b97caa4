import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TIMINGS } from "../constants/timings";
import { mayReloadAfterChunkError, parseReloadStamp } from "./chunk-reload";

const timeArb = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe("chunk reload guard properties", () => {
  it("allows at most one reload in any 60 s window after a reload", () => {
    fc.assert(
      fc.property(timeArb, fc.integer({ min: 0, max: TIMINGS.chunkReloadGuardMs - 1 }), (reloadedAt, gap) => {
        expect(mayReloadAfterChunkError(reloadedAt, reloadedAt + gap, true)).toBe(false);
      }),
    );
  });

  it("always allows a reload once the window has passed", () => {
    fc.assert(
      fc.property(timeArb, fc.integer({ min: TIMINGS.chunkReloadGuardMs, max: 10_000_000 }), (reloadedAt, gap) => {
        expect(mayReloadAfterChunkError(reloadedAt, reloadedAt + gap, true)).toBe(true);
      }),
    );
  });

  it("never reloads while offline, whatever the last reload", () => {
    fc.assert(
      fc.property(fc.option(timeArb, { nil: null }), timeArb, (reloadedAt, now) => {
        expect(mayReloadAfterChunkError(reloadedAt, now, false)).toBe(false);
      }),
    );
  });

  it("round-trips any stored timestamp", () => {
    fc.assert(
      fc.property(timeArb, (stamp) => {
        expect(parseReloadStamp(String(stamp))).toBe(stamp);
      }),
    );
  });
});
