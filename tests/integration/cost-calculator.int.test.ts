import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { sqlCostFigures } from "../../adapters/storage/sql/repositories/cost-figures.sql";
import { sqlExchangeRates } from "../../adapters/storage/sql/repositories/exchange-rates.sql";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { queryRows } from "../../adapters/storage/sql/seed/catalogue/query-rows";
import { seedCostFigures } from "../../adapters/storage/sql/seed/costs/seed-cost-figures";
import { calculateCost, type CalculateCostDeps } from "../../core/application/costs/calculate-cost";
import { openTestDatabase } from "./test-database";

const NOW = new Date("2026-11-28T09:00:00.000Z");

const sumOf = (lines: readonly { _tag: string; roubles?: number }[]) =>
  lines.reduce((sum, line) => sum + (line._tag === "Priced" ? (line.roubles ?? 0) : 0), 0);

/** The calculator's page data (ADR 065) over the seeded catalogue, figures and rates. */
describe("cost calculator over the seeded catalogue", () => {
  let handle: DatabaseHandle;
  let deps: CalculateCostDeps;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalogue(handle.db, NOW);
    expect(await seedCostFigures(handle.db)).toBe(true);
    deps = { costs: sqlCostFigures(handle.db), rates: sqlExchangeRates(handle.db) };
  }, 120_000);
  afterAll(() => handle.close());

  it("prices every figure line in every city of the catalogue, and sums them to the total", async () => {
    const { cities } = await calculateCost(deps, { choice: null, city: null });
    expect(cities.length).toBeGreaterThan(50);
    for (const city of cities) {
      const { cost } = await calculateCost(deps, { choice: null, city: city.id });
      const missing = cost?.lines.filter((line) => line._tag === "Missing").map((line) => line.item);
      expect(missing, city.name).toEqual(["tuition"]);
      expect(cost?.total).toBe(sumOf(cost?.lines ?? []));
    }
  });

  it("takes a grant base's full tuition off with its grant, in the institution's city by default", async () => {
    const [row] = await queryRows<{ id: number; city_id: number }>(
      handle.db,
      sql`select b.id, i.city_id from education_bases b join institutions i on i.id = b.institution_id
          where b.type = 1 and not b.is_language_course and exists (select 1 from education_bases p
            where p.degree_program_id = b.degree_program_id and p.type is null and p.min_price > 0
              and not p.is_language_course)
          order by b.id limit 1`,
    );
    if (row === undefined) throw new Error("the seed has no grant base with a paid sibling");
    const { choice, city, cost } = await calculateCost(deps, { choice: { kind: "base", id: row.id }, city: null });
    expect(choice?.grant).toBe("grant");
    expect(city?.id).toBe(row.city_id);
    const [tuition, grant] = cost?.lines ?? [];
    expect(tuition).toMatchObject({ _tag: "Priced", item: "tuition" });
    expect(grant).toMatchObject({ _tag: "Priced", item: "grant" });
    if (tuition?._tag === "Priced" && grant?._tag === "Priced") expect(tuition.roubles + grant.roubles).toBe(0);
    expect(cost?.complete).toBe(true);
    expect(cost?.total).toBe(sumOf(cost?.lines ?? []));
  });

  it("seeds nothing twice", async () => {
    expect(await seedCostFigures(handle.db)).toBe(false);
  });
});
