import { type CatalogueRows, emptyCatalogueRows } from "./catalogue-rows";
import { REAL_INSTITUTIONS } from "./data/real-institutions.data";
import { createIdAllocator } from "./id-allocator";
import { planInstitution } from "./institution-plan";
import { rankPlaces } from "./rank-places";
import { createRandom, hashSeed } from "./seeded-random";

/**
 * The rows of every real institution with its programs, bases and waves, before anything is inserted. Each
 * institution draws from its own generator (seeded by its English name), so the rows depend only on `now`.
 */
export const planRealInstitutions = (now: Date): CatalogueRows => {
  const rows = emptyCatalogueRows();
  const ids = createIdAllocator({ institution: 1, program: 1, base: 1, wave: 1 });
  const places = rankPlaces(REAL_INSTITUTIONS);
  REAL_INSTITUTIONS.forEach((fact, index) => {
    const random = createRandom(hashSeed(fact.en));
    planInstitution(
      fact,
      { id: ids.institution(), random, now, ids, lean: false, rankPlace: places[index] ?? null },
      rows,
    );
  });
  return rows;
};
