import { sql } from "drizzle-orm";
import type { Database } from "../../database";
import {
  admissionWaves,
  cities,
  countries,
  degreePrograms,
  directions,
  educationBases,
  institutions,
  languages,
  programLevels,
  specialties,
  tariffs,
} from "../../schema";
import { emptyCatalogueRows } from "./catalogue-rows";
import { REAL_INSTITUTIONS } from "./data/real-institutions.data";
import { createIdAllocator } from "./id-allocator";
import { insertCatalogueRows } from "./insert-catalogue-rows";
import { insertRows } from "./insert-rows";
import { planInstitution } from "./institution-plan";
import { queryRows } from "./query-rows";
import { rankPlaces } from "./rank-places";
import { referenceRows } from "./reference-rows";
import { refreshInstitutionSearch } from "./refresh-institution-search";
import { resetIdentities } from "./reset-identities";
import { createRandom, hashSeed } from "./seeded-random";
import type { SqlRunner } from "./sql-runner";

/** Every table with an identity id that the catalogue seed fills. */
const CATALOGUE_IDENTITY_TABLES = [
  directions,
  countries,
  cities,
  tariffs,
  languages,
  programLevels,
  specialties,
  institutions,
  degreePrograms,
  educationBases,
  admissionWaves,
];

const assertEmpty = async (db: SqlRunner): Promise<void> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from countries) + (select count(*) from institutions))::int as n`,
  );
  if ((row?.n ?? 0) > 0) throw new Error("The catalogue is already seeded: seedCatalogue needs empty catalogue tables");
};

/**
 * Seeds the reference data (directions, countries, cities, tariffs, languages, program levels, specialties) and
 * every real institution with its programs, education bases and 2026-2027 admission waves, in one transaction.
 * Deterministic: the same `now` gives the same rows; `now` only decides which waves are open and the timestamps.
 */
export async function seedCatalogue(db: Database, now: Date): Promise<void> {
  const reference = referenceRows();
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
  await db.transaction(async (tx) => {
    await assertEmpty(tx);
    await insertRows(tx, directions, reference.directions);
    await insertRows(tx, countries, reference.countries);
    await insertRows(tx, cities, reference.cities);
    await insertRows(tx, tariffs, reference.tariffs);
    await insertRows(tx, languages, reference.languages);
    await insertRows(tx, programLevels, reference.programLevels);
    await insertRows(tx, specialties, reference.specialties);
    await insertCatalogueRows(tx, rows);
    await resetIdentities(tx, CATALOGUE_IDENTITY_TABLES);
    await refreshInstitutionSearch(tx);
  });
}
