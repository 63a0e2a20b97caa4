import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { degreeProgramArb } from "../../../tests/arbitraries/catalogue.arb";
import { degreeProgramSchema } from "./degree-program";

describe("degreeProgramSchema properties", () => {
  it("reading a valid degree program gives it back unchanged", () => {
    fc.assert(
      fc.property(degreeProgramArb, (program) => {
        expect(degreeProgramSchema.parse(program)).toEqual(program);
      }),
      { numRuns: 50 },
    );
  });

  it("one invalid education base makes the whole program invalid", () => {
    fc.assert(
      fc.property(degreeProgramArb, fc.constantFrom("bakalavriat", "", "grant-5a"), (program, slug) => {
        const base = program.education_bases[0];
        const broken = base === undefined ? program : { ...program, education_bases: [{ ...base, slug }] };
        expect(degreeProgramSchema.safeParse(broken).success).toBe(base === undefined);
      }),
      { numRuns: 50 },
    );
  });
});
