import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applicableBaseArb } from "../../../tests/arbitraries/admission.arb";
import { admissionAvailability } from "./admission-availability";
import { canApply } from "./can-apply";

describe("admissionAvailability properties", () => {
  it("allows applying exactly when the waves are open and not every place is taken", () => {
    fc.assert(
      fc.property(applicableBaseArb, (base) => {
        expect(canApply(admissionAvailability(base))).toBe(base.waves.status === "open" && base.available_places !== 0);
      }),
    );
  });

  it("never calls a base with no free place open, nor a base with closed waves open or full", () => {
    fc.assert(
      fc.property(applicableBaseArb, (base) => {
        const tag = admissionAvailability(base)._tag;
        if (base.available_places === 0) expect(tag).not.toBe("Open");
        if (base.waves.status === "closed") expect(["Upcoming", "Finished", "Closed"]).toContain(tag);
      }),
    );
  });

  it("carries the free places of an open base unchanged", () => {
    fc.assert(
      fc.property(applicableBaseArb, (base) => {
        const availability = admissionAvailability(base);
        if (availability._tag === "Open") expect(availability.available).toBe(base.available_places);
      }),
    );
  });

  it("dates an upcoming base by a wave of its own list, and a finished one by its last wave", () => {
    fc.assert(
      fc.property(applicableBaseArb, (base) => {
        const availability = admissionAvailability(base);
        const starts = base.waves.waves.map((wave) => wave.date_from_str);
        if (availability._tag === "Upcoming" && availability.opensOn !== null)
          expect(starts).toContain(availability.opensOn);
        if (availability._tag === "Finished")
          expect(availability.closedOn).toBe(base.waves.waves.at(-1)?.date_to_str ?? null);
      }),
    );
  });
});
