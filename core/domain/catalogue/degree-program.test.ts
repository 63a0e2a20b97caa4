import { describe, expect, it } from "vitest";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { degreeProgramSchema } from "./degree-program";

describe("degreeProgramSchema", () => {
  it("reads a complete degree program unchanged", () => {
    const program = buildDegreeProgram();
    expect(degreeProgramSchema.parse(program)).toEqual(program);
  });

  it("rejects a base type in education_types that is not grants or scholarships", () => {
    expect(degreeProgramSchema.safeParse({ ...buildDegreeProgram(), education_types: [1, 3] }).success).toBe(false);
  });

  it("rejects a negative price among education_prices", () => {
    expect(degreeProgramSchema.safeParse({ ...buildDegreeProgram(), education_prices: [-1] }).success).toBe(false);
  });
});
