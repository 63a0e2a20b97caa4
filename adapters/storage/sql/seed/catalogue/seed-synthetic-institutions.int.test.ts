import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database";
import { openDatabase } from "../../open-database";
import { catalogueViolations } from "./catalogue-invariants";
import { REAL_INSTITUTIONS } from "./data/real-institutions.data";
import { queryRows } from "./query-rows";
import { seedCatalogue } from "./seed-catalogue";
import { seedSyntheticInstitutions } from "./seed-synthetic-institutions";
import { catalogueFingerprint } from "./table-fingerprint";

const NOW = new Date("2026-12-01T09:00:00Z");
const COUNT = 1_500;

const seeded = async (): Promise<DatabaseHandle> => {
  const handle = await openDatabase({ dataDir: ":memory:" });
  await seedCatalogue(handle.db, NOW);
  await seedSyntheticInstitutions(handle.db, COUNT, NOW);
  return handle;
};

const ginIndexes = (handle: DatabaseHandle) =>
  queryRows<{ name: string }>(
    handle.db,
    sql`select indexname as name from pg_indexes where tablename = 'institutions' and indexdef like '% USING gin %' order by 1`,
  );

describe("seedSyntheticInstitutions on PGlite", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await seeded();
  });

  afterAll(async () => {
    await handle.close();
  });

  it("adds the requested number of institutions after the real ones, spread over countries and types", async () => {
    const rows = await queryRows<{ country: string; type: number; n: number }>(
      handle.db,
      sql`select c.slug as country, i.type::int as type, count(*)::int as n from institutions i
          join countries c on c.id = i.country_id where i.id > ${REAL_INSTITUTIONS.length} group by 1, 2`,
    );
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(COUNT);
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(["china", "korea", "japan", "canada"]));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3]));
  });

  it("keeps every catalogue rule for the real and the synthetic institutions", async () => {
    const violations = await catalogueViolations(handle.db, NOW);
    expect(Object.entries(violations).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it("gives synthetic institutions names in three languages and unique slugs", async () => {
    const [row] = await queryRows<{ unnamed: number; slugs: number; all: number }>(
      handle.db,
      sql`select count(*) filter (where title_ru !~ '[А-Яа-я]' or title_en = '' or title_ch = '')::int as unnamed,
            count(distinct slug)::int as slugs, count(*)::int as all from institutions`,
    );
    expect(row?.unnamed).toBe(0);
    expect(row?.slugs).toBe(row?.all);
  });

  it("rebuilds the GIN indexes it drops while refreshing", async () => {
    expect((await ginIndexes(handle)).map((index) => index.name)).toEqual([
      "institutions_directions_gin",
      "institutions_languages_gin",
      "institutions_levels_gin",
      "institutions_search_trgm",
      "institutions_specialties_gin",
    ]);
  });

  it("is deterministic: the same database state and now give the same rows", async () => {
    const other = await seeded();
    try {
      expect(await catalogueFingerprint(other.db)).toEqual(await catalogueFingerprint(handle.db));
    } finally {
      await other.close();
    }
  }, 180_000);
});
