import { getTableName, sql } from "drizzle-orm";
import type { Database } from "../../database";
import { admissionWaves, degreePrograms, educationBases, institutions } from "../../schema";
import { emptyCatalogueRows } from "./catalogue-rows";
import { withGinIndexesRebuilt } from "./gin-indexes-rebuilt";
import { createIdAllocator, type NextIds } from "./id-allocator";
import { insertCatalogueRows } from "./insert-catalogue-rows";
import { planInstitution } from "./institution-plan";
import { queryRows } from "./query-rows";
import { refreshInstitutionSearch } from "./refresh-institution-search";
import { resetIdentities } from "./reset-identities";
import { createRandom, hashSeed } from "./seeded-random";
import type { SqlRunner } from "./sql-runner";
import { syntheticFact } from "./synthetic-fact";

/** Institutions planned and inserted together; bounds the memory held by one chunk of rows. */
const CHUNK = 5_000;

const nextIds = async (db: SqlRunner): Promise<NextIds> => {
  const [row] = await queryRows<NextIds>(
    db,
    sql`select
      (select coalesce(max(id), 0) + 1 from institutions)::int as institution,
      (select coalesce(max(id), 0) + 1 from degree_programs)::int as program,
      (select coalesce(max(id), 0) + 1 from education_bases)::int as base,
      (select coalesce(max(id), 0) + 1 from admission_waves)::int as wave`,
  );
  if (row === undefined) throw new Error("Could not read the next ids");
  return row;
};

/**
 * Adds `count` made-up institutions after the existing ones (call seedCatalogue first: they use its countries,
 * cities, languages, levels and specialties). Each gets a plausible name, a city in one of the four countries and
 * one program with one education base and its waves, languages, directions and specialties; its search columns
 * are then refreshed. The rows depend only on the ids they start from and on `now`, so the same database state
 * gives the same rows. One transaction: the institutions' GIN indexes are dropped for the load and rebuilt at the
 * end, which is much cheaper than maintaining them row by row.
 */
export async function seedSyntheticInstitutions(db: Database, count: number, now: Date): Promise<void> {
  if (count <= 0) return;
  await db.transaction(async (tx) => {
    const start = await nextIds(tx);
    const ids = createIdAllocator(start);
    await withGinIndexesRebuilt(tx, getTableName(institutions), async () => {
      for (let done = 0; done < count; done += CHUNK) {
        const rows = emptyCatalogueRows();
        for (let index = done; index < Math.min(count, done + CHUNK); index++) {
          const id = ids.institution();
          const random = createRandom(hashSeed(`synthetic:${id}`));
          planInstitution(syntheticFact(random), { id, random, now, ids, lean: true, rankPlace: null }, rows);
        }
        await insertCatalogueRows(tx, rows);
      }
      const created = Array.from({ length: count }, (_, index) => start.institution + index);
      await refreshInstitutionSearch(tx, created);
    });
    await resetIdentities(tx, [institutions, degreePrograms, educationBases, admissionWaves]);
  });
}
