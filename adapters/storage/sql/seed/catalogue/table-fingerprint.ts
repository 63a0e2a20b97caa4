import { sql } from "drizzle-orm";
import { queryRows } from "./query-rows";
import type { SqlRunner } from "./sql-runner";

/** The catalogue tables a seed writes, each with the columns that order its rows. */
export const CATALOGUE_TABLES: Readonly<Record<string, string>> = {
  directions: "id",
  countries: "id",
  cities: "id",
  tariffs: "id",
  languages: "id",
  program_levels: "id",
  specialties: "id",
  institutions: "id",
  institution_directions: "institution_id, direction_id",
  degree_programs: "id",
  education_bases: "id",
  admission_waves: "id",
  education_base_languages: "education_base_id, language_id",
  education_base_directions: "education_base_id, direction_id",
  education_base_specialties: "education_base_id, specialty_id",
};

/** An MD5 of every row of every catalogue table, in key order: equal fingerprints mean equal catalogues. */
export const catalogueFingerprint = async (db: SqlRunner): Promise<Record<string, string>> => {
  const entries = await Promise.all(
    Object.entries(CATALOGUE_TABLES).map(async ([table, order]) => {
      const [row] = await queryRows<{ hash: string | null; n: number }>(
        db,
        sql.raw(
          `select md5(string_agg(t::text, E'\\n' order by ${order})) as hash, count(*)::int as n from ${table} t`,
        ),
      );
      return [table, `${row?.n ?? 0}:${row?.hash ?? ""}`] as const;
    }),
  );
  return Object.fromEntries(entries);
};
