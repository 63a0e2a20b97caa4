import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HSK_LEVELS, parseHskLevel } from "./hsk-level";
import { hskReadiness } from "./hsk-readiness";
import { hskRequirement } from "./hsk-requirement";

const levelArb = fc.constantFrom(...HSK_LEVELS);
const requiredArb = fc.integer({ min: 1, max: 9 });
const notRequirementArb = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -5, max: 0 }),
  fc.integer({ min: 10, max: 100 }),
  fc.integer({ min: 1, max: 8 }).map((n) => n + 0.5),
);

describe("HSK readiness (properties)", () => {
  it("meets exactly when the level is at least the requirement; otherwise the gap is what is missing", () => {
    fc.assert(
      fc.property(levelArb, requiredArb, (level, required) => {
        const verdict = hskReadiness(level, required);
        if (level >= required) expect(verdict).toEqual({ _tag: "Meets", level, required });
        else expect(verdict).toEqual({ _tag: "Short", level, required, missing: required - level });
      }),
    );
  });

  it("an unknown requirement never gives a verdict, whatever the level", () => {
    fc.assert(
      fc.property(fc.option(levelArb, { nil: null }), notRequirementArb, (level, required) => {
        expect(hskReadiness(level, required)).toEqual({ _tag: "NoRequirement" });
      }),
    );
  });

  it("a higher level never turns a pass into a shortfall", () => {
    fc.assert(
      fc.property(levelArb, levelArb, requiredArb, (a, b, required) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (hskReadiness(low, required)._tag === "Meets") expect(hskReadiness(high, required)._tag).toBe("Meets");
      }),
    );
  });

  it("round-trips every level through its text", () => {
    fc.assert(
      fc.property(levelArb, (level) => {
        expect(parseHskLevel(String(level))).toBe(level);
      }),
    );
  });

  it("the requirement spans exactly the known levels", () => {
    fc.assert(
      fc.property(fc.array(fc.option(requiredArb, { nil: null }), { maxLength: 8 }), (levels) => {
        const known = levels.filter((level): level is number => level !== null);
        const found = hskRequirement(levels);
        if (known.length === 0) expect(found).toBeNull();
        else expect(found).toEqual({ min: Math.min(...known), max: Math.max(...known) });
      }),
    );
  });
});
