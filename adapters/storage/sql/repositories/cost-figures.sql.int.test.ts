import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { costFiguresContract } from "../../cost-figures.contract";
import type { CostDataset } from "../../memory/cost-figures.memory";
import type { Database, DatabaseHandle } from "../database";
import { cities, costFigures, countries, degreePrograms, educationBases, institutions, programLevels } from "../schema";
import { sqlCostFigures } from "./cost-figures.sql";

const LEVEL = 9801;

/** Stores the contract's dataset as catalogue rows and cost figures. */
const insertDataset = async (db: Database, data: CostDataset): Promise<void> => {
  await db.insert(countries).values(data.countries.map((country) => ({ ...country, slug: `c${country.id}`, sort: 0 })));
  await db.insert(cities).values(data.cities.map((city) => ({ ...city, slug: `c${city.id}` })));
  await db.insert(programLevels).values({ id: LEVEL, slug: `l${LEVEL}`, title: "Бакалавриат" });
  await db
    .insert(institutions)
    .values(data.institutions.map(({ title, ...row }) => ({ ...row, slug: `i${row.id}`, type: 1, title_ru: title })));
  for (const { bases, ...program } of data.programs) {
    await db.insert(degreePrograms).values({ ...program, slug: `p${program.id}`, program_level_id: LEVEL });
    if (bases.length > 0)
      await db.insert(educationBases).values(
        bases.map(({ updated_on, ...base }) => ({
          ...base,
          updated_at: new Date(`${updated_on}T12:00:00+03:00`),
          slug: `b${base.id}`,
          institution_id: program.institution_id,
          degree_program_id: program.id,
        })),
      );
  }
  await db.insert(costFigures).values(
    data.figures.map(({ scope, source, ...figure }) => ({
      ...figure,
      ...scope,
      source_name: source.name,
      source_url: source.url,
    })),
  );
};

describe("sqlCostFigures", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  costFiguresContract(async (data) => {
    await insertDataset(handle.db, data);
    return sqlCostFigures(handle.db);
  });

  it("refuses an unknown item, a negative amount and a figure scoped to a city and an institution at once", async () => {
    const row = (values: string) =>
      handle.db.execute(
        sql.raw(`insert into cost_figures (item, country_id, city_id, institution_id, amount, currency, period,
                 source_name, source_url, checked_on) values (${values})`),
      );
    const ok = `'visa', 901, null, null, 1, 'RUB', 'once', 'x', 'https://x.org', '2026-11-20'`;
    await expect(row(ok)).resolves.toBeDefined();
    await expect(row(ok.replace("'visa'", "'pizza'"))).rejects.toThrow();
    await expect(row(ok.replace(", 1, 'RUB'", ", -1, 'RUB'"))).rejects.toThrow();
    await expect(row(ok.replace("null, null", "9101, 9501"))).rejects.toThrow();
  });
});
