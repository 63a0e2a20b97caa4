import { describe, expect, it } from "vitest";
import { FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { getDegreeProgram } from "./get-degree-program";
import { getEducationBase } from "./get-education-base";

describe("getEducationBase", () => {
  it("reads by id and counts the view in the answer", async () => {
    const side = memoryReadSide();
    const result = await getEducationBase(side, { kind: "id", id: FX.grantBase });
    expect(result.ok && result.value.views).toBe(8);
    expect(side.tables.educationBases.find((row) => row.id === FX.grantBase)?.views).toBe(8);
  });

  it("reads by an entity slug whose digits are the id and which equals the stored slug", async () => {
    const side = memoryReadSide();
    expect((await getEducationBase(side, { kind: "slug", slug: "grant-101" })).ok).toBe(true);
    expect((await getEducationBase(side, { kind: "slug", slug: "platno-101" })).ok).toBe(false);
    expect((await getEducationBase(side, { kind: "slug", slug: "grant-102" })).ok).toBe(false);
    expect((await getEducationBase(side, { kind: "slug", slug: "grant" })).ok).toBe(false);
    expect(side.tables.educationBases.find((row) => row.id === FX.grantBase)?.views).toBe(8);
  });

  it("answers NotFound for an unknown id", async () => {
    expect(await getEducationBase(memoryReadSide(), { kind: "id", id: 999 })).toEqual({
      ok: false,
      error: { _tag: "NotFound" },
    });
  });
});

describe("getDegreeProgram", () => {
  it("reads a program of the institution by slug, else NotFound", async () => {
    const side = memoryReadSide();
    const found = await getDegreeProgram(side, { institutionId: FX.pku, slug: "magistratura" });
    expect(found.ok && found.value.education_bases.map((base) => base.id)).toEqual([FX.scholarshipBase]);
    expect((await getDegreeProgram(side, { institutionId: FX.anshan, slug: "magistratura" })).ok).toBe(false);
  });
});
