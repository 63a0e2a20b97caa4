import { describe, expect, it } from "vitest";
import { FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { getDegreeProgram } from "./get-degree-program";
import { getEducationBase } from "./get-education-base";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

describe("getEducationBase", () => {
  it("reads by id and counts the view in the answer", async () => {
    const side = memoryReadSide();
    const result = await runUseCase(getEducationBase(side, { kind: "id", id: FX.grantBase }));
    expect(Result.isSuccess(result) && result.success.views).toBe(8);
    expect(side.tables.educationBases.find((row) => row.id === FX.grantBase)?.views).toBe(8);
  });

  it("reads by an entity slug whose digits are the id and which equals the stored slug", async () => {
    const side = memoryReadSide();
    expect(Result.isSuccess(await runUseCase(getEducationBase(side, { kind: "slug", slug: "grant-101" })))).toBe(true);
    expect(Result.isSuccess(await runUseCase(getEducationBase(side, { kind: "slug", slug: "platno-101" })))).toBe(
      false,
    );
    expect(Result.isSuccess(await runUseCase(getEducationBase(side, { kind: "slug", slug: "grant-102" })))).toBe(false);
    expect(Result.isSuccess(await runUseCase(getEducationBase(side, { kind: "slug", slug: "grant" })))).toBe(false);
    expect(side.tables.educationBases.find((row) => row.id === FX.grantBase)?.views).toBe(8);
  });

  it("answers NotFound for an unknown id", async () => {
    expect(await runUseCase(getEducationBase(memoryReadSide(), { kind: "id", id: 999 }))).toEqual(
      Result.fail({ _tag: "NotFound" }),
    );
  });
});

describe("getDegreeProgram", () => {
  it("reads a program of the institution by slug, else NotFound", async () => {
    const side = memoryReadSide();
    const found = await runUseCase(getDegreeProgram(side, { institutionId: FX.pku, slug: "magistratura" }));
    expect(Result.isSuccess(found) && found.success.education_bases.map((base) => base.id)).toEqual([
      FX.scholarshipBase,
    ]);
    expect(
      Result.isSuccess(await runUseCase(getDegreeProgram(side, { institutionId: FX.anshan, slug: "magistratura" }))),
    ).toBe(false);
  });
});
