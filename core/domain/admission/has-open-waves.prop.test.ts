import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseWithWavesArb } from "../../../tests/arbitraries/admission.arb";
import { hasOpenWaves } from "./has-open-waves";

const bases = fc.array(baseWithWavesArb, { maxLength: 8 });

describe("hasOpenWaves properties", () => {
  it("equals some() over the bases' statuses", () => {
    fc.assert(
      fc.property(bases, (list) => {
        expect(hasOpenWaves(list)).toBe(list.map((base) => base.waves?.status).some((status) => status === "open"));
      }),
    );
  });

  it("of a concatenation is the 'or' of the parts", () => {
    fc.assert(
      fc.property(bases, bases, (a, b) => {
        expect(hasOpenWaves([...a, ...b])).toBe(hasOpenWaves(a) || hasOpenWaves(b));
      }),
    );
  });

  it("becomes true once an open base is added, wherever it goes", () => {
    fc.assert(
      fc.property(bases, fc.nat(), (list, at) => {
        const position = at % (list.length + 1);
        const withOpen = [...list.slice(0, position), { waves: { status: "open" as const } }, ...list.slice(position)];
        expect(hasOpenWaves(withOpen)).toBe(true);
      }),
    );
  });
});
