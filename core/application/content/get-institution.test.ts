import { describe, expect, it } from "vitest";
import { FX, memoryReadSide } from "../../../adapters/storage/memory/read-side.memory";
import { institutionSchema } from "../../domain/catalogue/institution";
import { getInstitution } from "./get-institution";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

describe("getInstitution", () => {
  it("reads by id and counts the view in the answer", async () => {
    const side = memoryReadSide();
    const result = await runUseCase(getInstitution(side, { kind: "id", id: FX.pku }, null));
    expect(Result.isSuccess(result)).toBe(true);
    if (Result.isFailure(result)) return;
    expect(institutionSchema.safeParse(result.success).success).toBe(true);
    expect(result.success.views).toBe(101);
  });

  it("reads by the exact slug, with the viewer's parts", async () => {
    const side = memoryReadSide();
    const result = await runUseCase(getInstitution(side, { kind: "slug", slug: "peking-university-11" }, FX.viewer));
    expect(Result.isSuccess(result) && result.success.user_rating).toBe(4);
    expect(Result.isSuccess(result) && result.success.booking?.status).toBe("checking");
  });

  it("answers NotFound for a slug that is not the stored one, without counting a view", async () => {
    const side = memoryReadSide();
    for (const slug of ["tsinghua-university-11", "peking-university-12", "no-number"]) {
      expect(await runUseCase(getInstitution(side, { kind: "slug", slug }, null))).toEqual(
        Result.fail({ _tag: "NotFound" }),
      );
    }
    expect(side.tables.institutions.find((row) => row.id === FX.pku)?.views).toBe(100);
  });

  it("answers NotFound for unknown and unpublishable ids", async () => {
    const side = memoryReadSide();
    for (const id of [999, FX.unpublishedType, FX.unpublishedSlug]) {
      expect(Result.isSuccess(await runUseCase(getInstitution(side, { kind: "id", id }, null)))).toBe(false);
    }
    expect(side.tables.institutions.find((row) => row.id === FX.unpublishedType)?.views).toBe(1000);
  });
});
