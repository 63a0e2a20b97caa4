import { describe, expect, it } from "vitest";
import { parseHskLevel } from "./hsk-level";
import { hskReadiness } from "./hsk-readiness";
import { hskRequirement } from "./hsk-requirement";

describe("HSK readiness", () => {
  it("meets a requirement at or below the level", () => {
    expect(hskReadiness(3, 3)).toEqual({ _tag: "Meets", level: 3, required: 3 });
    expect(hskReadiness(6, 4)).toEqual({ _tag: "Meets", level: 6, required: 4 });
  });

  it("falls short below it, by so many levels", () => {
    expect(hskReadiness(2, 4)).toEqual({ _tag: "Short", level: 2, required: 4, missing: 2 });
    expect(hskReadiness(0, 1)).toEqual({ _tag: "Short", level: 0, required: 1, missing: 1 });
    expect(hskReadiness(6, 7)).toEqual({ _tag: "Short", level: 6, required: 7, missing: 1 });
  });

  it("gives no verdict without a requirement, and asks for the level when it is not stated", () => {
    expect(hskReadiness(3, null)).toEqual({ _tag: "NoRequirement" });
    expect(hskReadiness(3, 0)).toEqual({ _tag: "NoRequirement" });
    expect(hskReadiness(3, 4.5)).toEqual({ _tag: "NoRequirement" });
    expect(hskReadiness(null, 4)).toEqual({ _tag: "LevelUnknown", required: 4 });
  });

  it("reads a stated level from text", () => {
    expect(parseHskLevel("3")).toBe(3);
    expect(parseHskLevel(" 0 ")).toBe(0);
    for (const text of ["", "7", "03", "3.5", "-1", "три", null, undefined]) expect(parseHskLevel(text)).toBeNull();
  });

  it("takes the lowest and highest level the bases ask", () => {
    expect(hskRequirement([4, null, 5, 3])).toEqual({ min: 3, max: 5 });
    expect(hskRequirement([null, null])).toBeNull();
    expect(hskRequirement([])).toBeNull();
  });
});
