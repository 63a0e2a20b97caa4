import { describe, expect, it } from "vitest";
import { formatEntitySlug, isEntitySlug, parseEntitySlug } from "./entity-slug";

describe("entity slug", () => {
  it("needs a slug that ends in a dash plus digits", () => {
    expect(isEntitySlug("tsinghua-university-12")).toBe(true);
    expect(isEntitySlug("grant-2025-7")).toBe(true);
    for (const text of [
      "tsinghua-university",
      "12",
      "-12",
      "tsinghua-",
      "Tsinghua-12",
      "tsinghua--12",
      "tsinghua-12a",
    ]) {
      expect(isEntitySlug(text)).toBe(false);
    }
  });

  it("reads the trailing digits as the id", () => {
    expect(parseEntitySlug("tsinghua-university-12")).toEqual({
      ok: true,
      value: { base: "tsinghua-university", id: 12 },
    });
    expect(parseEntitySlug("campus-2-007")).toEqual({ ok: true, value: { base: "campus-2", id: 7 } });
  });

  it("reports what is wrong", () => {
    expect(parseEntitySlug("tsinghua")).toEqual({ ok: false, error: { _tag: "NotEntitySlug", input: "tsinghua" } });
    expect(parseEntitySlug("big-99999999999999999999")).toEqual({
      ok: false,
      error: { _tag: "IdOutOfRange", input: "big-99999999999999999999" },
    });
    expect(parseEntitySlug("big-2147483647")).toEqual({ ok: true, value: { base: "big", id: 2_147_483_647 } });
    expect(parseEntitySlug("big-2147483648")).toEqual({
      ok: false,
      error: { _tag: "IdOutOfRange", input: "big-2147483648" },
    });
  });

  it("formats base and id", () => {
    expect(formatEntitySlug({ base: "peking-university", id: 3 })).toBe("peking-university-3");
  });
});
