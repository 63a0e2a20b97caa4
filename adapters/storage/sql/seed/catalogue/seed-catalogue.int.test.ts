import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../database";
import { openDatabase } from "../../open-database";
import { catalogueViolations } from "./catalogue-invariants";
import { queryRows } from "./query-rows";
import { seedCatalogue } from "./seed-catalogue";
import { catalogueFingerprint } from "./table-fingerprint";

const NOW = new Date("2027-02-10T09:00:00Z");

describe("seedCatalogue on PGlite", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:" });
    await seedCatalogue(handle.db, NOW);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("seeds the Chinese universities, colleges and schools and the institutions abroad", async () => {
    const rows = await queryRows<{ country: string; type: number; n: number }>(
      handle.db,
      sql`select c.slug as country, i.type::int as type, count(*)::int as n
          from institutions i join countries c on c.id = i.country_id group by 1, 2 order by 1, 2`,
    );
    const count = (country: string, type: number) =>
      rows.find((row) => row.country === country && row.type === type)?.n ?? 0;
    expect(count("china", 1)).toBeGreaterThanOrEqual(120);
    expect(count("china", 2)).toBe(20);
    expect(count("china", 3)).toBe(15);
    for (const country of ["korea", "japan", "canada"]) expect(count(country, 1)).toBeGreaterThanOrEqual(3);
  });

  it("seeds the reference data with Russian names, case forms and currencies", async () => {
    const countries = await queryRows<{ slug: string; currency: string; prepositional: string }>(
      handle.db,
      sql`select slug, currency, morph->>'prepositional' as prepositional from countries order by id`,
    );
    expect(countries).toEqual([
      { slug: "china", currency: "CNY", prepositional: "Китае" },
      { slug: "korea", currency: "KRW", prepositional: "Корее" },
      { slug: "japan", currency: "JPY", prepositional: "Японии" },
      { slug: "canada", currency: "CAD", prepositional: "Канаде" },
    ]);
    const [directions] = await queryRows<{ titles: string[] }>(
      handle.db,
      sql`select array_agg(title order by id) as titles from directions`,
    );
    expect(directions?.titles).toEqual([
      "Бизнес",
      "Гуманитарные науки",
      "Искусство и дизайн",
      "Наука и инженерия",
      "Медицина",
    ]);
    const levels = await queryRows<{ slug: string }>(handle.db, sql`select slug from program_levels order by sort`);
    expect(levels.map((level) => level.slug)).toEqual([
      "bakalavriat",
      "magistratura",
      "aspirantura",
      "podgotovitelnyj",
      "kolledzh",
      "shkola",
    ]);
  });

  it("keeps every catalogue rule: slugs, programs, bases, waves and the denormalised columns", async () => {
    const violations = await catalogueViolations(handle.db, NOW);
    expect(Object.keys(violations).length).toBeGreaterThan(5);
    expect(Object.entries(violations).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it("builds the search text from the lower-cased titles and the acronym", async () => {
    const rows = await queryRows<{ ru: string; en: string; ch: string; acronym: string; search: string }>(
      handle.db,
      sql`select title_ru as ru, title_en as en, title_ch as ch, acronym, search_text as search from institutions`,
    );
    for (const row of rows) {
      expect(row.search).toBe(
        [row.ru, row.en, row.ch, row.acronym]
          .filter((part) => part !== "")
          .join(" ")
          .toLowerCase(),
      );
    }
  });

  it("offers grants, language courses and partners with tariffs", async () => {
    const [row] = await queryRows<{ grants: number; courses: number; partners: number; tariffs: number; all: number }>(
      handle.db,
      sql`select count(*) filter (where has_grants)::int as grants, count(*) filter (where has_lang_courses)::int as courses,
            count(*) filter (where is_partner)::int as partners, count(*) filter (where tariff_id is not null)::int as tariffs,
            count(*)::int as all from institutions`,
    );
    expect(row?.grants).toBeGreaterThan(50);
    expect(row?.courses).toBeGreaterThan(100);
    expect(row?.partners).toBe(row?.tariffs);
    expect((row?.partners ?? 0) / (row?.all ?? 1)).toBeGreaterThan(0.15);
    expect((row?.partners ?? 0) / (row?.all ?? 1)).toBeLessThan(0.35);
  });

  it("moves the identity sequences past the seeded ids", async () => {
    const [row] = await queryRows<{ id: number }>(
      handle.db,
      sql`insert into languages (slug, title) values ('nemeczkij', 'Немецкий') returning id`,
    );
    expect(row?.id).toBe(7);
    await handle.db.execute(sql`delete from languages where id = 7`);
  });

  it("refuses to seed twice", async () => {
    await expect(seedCatalogue(handle.db, NOW)).rejects.toThrow("The catalogue is already seeded");
  });

  it("is deterministic: a second database seeded with the same now has the same rows", async () => {
    const other = await openDatabase({ dataDir: ":memory:" });
    try {
      await seedCatalogue(other.db, NOW);
      expect(await catalogueFingerprint(other.db)).toEqual(await catalogueFingerprint(handle.db));
    } finally {
      await other.close();
    }
  });
});
