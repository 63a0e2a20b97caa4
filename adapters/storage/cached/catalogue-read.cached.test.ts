import { describe, expect, it } from "vitest";
import { catalogueReadContract } from "../catalogue-read.contract";
import { memoryCatalogueReadRepository } from "../memory/catalogue-read.memory";
import { FX, readSideFixture } from "../rows/read-side.fixture";
import { cachedCatalogueRead } from "./catalogue-read.cached";
import { createReadCache } from "./read-cache";

const cacheOf = () => createReadCache({ ttlMs: 60_000, maxEntries: 100 });

// The decorator must keep every promise of the port: the shared suite runs against it too.
catalogueReadContract("memory behind the read cache", async (rows) => ({
  repository: cachedCatalogueRead(memoryCatalogueReadRepository(rows), cacheOf()),
  close: async () => {},
}));

/** The memory adapter with a count of its institution reads, to see which calls reach the store. */
const counting = () => {
  const inner = memoryCatalogueReadRepository(readSideFixture());
  const reads = { institution: 0 };
  const institution = inner.institution.bind(inner);
  inner.institution = (id, viewerId) => {
    reads.institution += 1;
    return institution(id, viewerId);
  };
  return { inner, reads };
};

describe("cachedCatalogueRead", () => {
  it("reads an anonymous institution from the store once, until the cache is emptied", async () => {
    const { inner, reads } = counting();
    const cache = cacheOf();
    const repo = cachedCatalogueRead(inner, cache);
    const first = await repo.institution(FX.pku, null);
    expect(await repo.institution(FX.pku, null)).toEqual(first);
    expect(reads.institution).toBe(1);
    cache.clear();
    await repo.institution(FX.pku, null);
    expect(reads.institution).toBe(2);
  });

  it("reads what depends on the viewer from the store every time", async () => {
    const { inner, reads } = counting();
    const repo = cachedCatalogueRead(inner, cacheOf());
    await repo.institution(FX.pku, 7);
    await repo.institution(FX.pku, 7);
    expect(reads.institution).toBe(2);
  });

  it("adds the views counted after an institution or base was read to what it answers", async () => {
    const { inner } = counting();
    const repo = cachedCatalogueRead(inner, cacheOf());
    const before = (await repo.institution(FX.pku, null))?.views ?? 0;
    await repo.countInstitutionView(FX.pku);
    await repo.countInstitutionView(FX.pku);
    expect((await repo.institution(FX.pku, null))?.views).toBe(before + 2);
    const base = (await repo.educationBase(FX.grantBase))?.views ?? 0;
    await repo.countEducationBaseView(FX.grantBase);
    expect((await repo.educationBase(FX.grantBase))?.views).toBe(base + 1);
    expect(await repo.countInstitutionView(999)).toBe(false);
  });
});
