import { describe, expect, it } from "vitest";
import { hasOpenWaves } from "./has-open-waves";

describe("hasOpenWaves", () => {
  it("is true when one education base is open", () => {
    expect(hasOpenWaves([{ waves: { status: "closed" } }, { waves: { status: "open" } }])).toBe(true);
  });

  it("is false when every base is closed or has no waves", () => {
    expect(hasOpenWaves([{ waves: { status: "closed" } }, { waves: null }, {}])).toBe(false);
    expect(hasOpenWaves([])).toBe(false);
  });
});
