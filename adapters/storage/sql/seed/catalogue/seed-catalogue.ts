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
import { insertCatalogueRows } from "./insert-catalogue-rows";
import { insertRows } from "./insert-rows";
import { planRealInstitutions } from "./plan-real-institutions";
import { queryRows } from "./query-rows";
import { referenceRows } from "./reference-rows";
import { refreshInstitutionSearch } from "./refresh-institution-search";
import { resetIdentities } from "./reset-identities";
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
  const rows = planRealInstitutions(now);
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
