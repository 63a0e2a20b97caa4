import { describe, expect, it } from "vitest";
import { FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { institutionSchema } from "../../domain/catalogue/institution";
import { getInstitution } from "./get-institution";

describe("getInstitution", () => {
  it("reads by id and counts the view in the answer", async () => {
    const side = memoryReadSide();
    const result = await getInstitution(side, { kind: "id", id: FX.pku }, null);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(institutionSchema.safeParse(result.value).success).toBe(true);
    expect(result.value.views).toBe(101);
  });

  it("reads by the exact slug, with the viewer's parts", async () => {
    const side = memoryReadSide();
    const result = await getInstitution(side, { kind: "slug", slug: "peking-university-11" }, FX.viewer);
    expect(result.ok && result.value.user_rating).toBe(4);
    expect(result.ok && result.value.booking?.status).toBe("checking");
  });

  it("answers NotFound for a slug that is not the stored one, without counting a view", async () => {
    const side = memoryReadSide();
    for (const slug of ["tsinghua-university-11", "peking-university-12", "no-number"]) {
      expect(await getInstitution(side, { kind: "slug", slug }, null)).toEqual({
        ok: false,
        error: { _tag: "NotFound" },
      });
    }
    expect(side.tables.institutions.find((row) => row.id === FX.pku)?.views).toBe(100);
  });

  it("answers NotFound for unknown and unpublishable ids", async () => {
    const side = memoryReadSide();
    for (const id of [999, FX.unpublishedType, FX.unpublishedSlug]) {
      expect((await getInstitution(side, { kind: "id", id }, null)).ok).toBe(false);
    }
    expect(side.tables.institutions.find((row) => row.id === FX.unpublishedType)?.views).toBe(1000);
  });
});
