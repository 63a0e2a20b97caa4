import { describe, expect, it } from "vitest";
import { mayReloadAfterChunkError, parseReloadStamp } from "./chunk-reload";

describe("chunk reload guard", () => {
  it("reloads when there was no reload yet", () => {
    expect(mayReloadAfterChunkError(null, 1_000, true)).toBe(true);
  });

  it("does not reload again within 60 s, and does after", () => {
    expect(mayReloadAfterChunkError(100_000, 159_999, true)).toBe(false);
    expect(mayReloadAfterChunkError(100_000, 160_000, true)).toBe(true);
  });

  it("does not reload while the browser is offline", () => {
    expect(mayReloadAfterChunkError(null, 1_000, false)).toBe(false);
    expect(mayReloadAfterChunkError(100_000, 160_000, false)).toBe(false);
  });

  it("reads the stored timestamp, ignoring anything that is not one", () => {
    expect(parseReloadStamp("1732150000000")).toBe(1_732_150_000_000);
    expect(parseReloadStamp(null)).toBeNull();
    expect(parseReloadStamp("soon")).toBeNull();
    expect(parseReloadStamp("-5")).toBeNull();
    expect(parseReloadStamp("")).toBeNull();
  });
});
