import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applicableBaseArb } from "../../../tests/arbitraries/admission.arb";
import { admissionAvailability } from "./admission-availability";
import { canApply } from "./can-apply";
import { combinedAvailability } from "./combined-availability";

const basesArb = fc.array(applicableBaseArb, { maxLength: 6 });

describe("combinedAvailability properties", () => {
  it("allows applying exactly when one of the bases allows it", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const some = bases.some((base) => canApply(admissionAvailability(base)));
        expect(canApply(combinedAvailability(bases))).toBe(some);
      }),
    );
  });

  it("is the base's own availability for a single base", () => {
    fc.assert(
      fc.property(applicableBaseArb, (base) => {
        expect(combinedAvailability([base])).toEqual(admissionAvailability(base));
      }),
    );
  });

  it("does not depend on the order of the bases when one is open", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const combined = combinedAvailability(bases);
        if (combined._tag === "Open") expect(combinedAvailability([...bases].reverse())).toEqual(combined);
      }),
    );
  });

  it("is one of the bases' own tags (Closed also without bases)", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const tags = bases.map((base) => admissionAvailability(base)._tag);
        const tag = combinedAvailability(bases)._tag;
        expect(tag === "Closed" || tags.includes(tag)).toBe(true);
      }),
    );
  });
});
