import { describe, expect, it } from "vitest";
import { FIXTURE_NOW, memorySitemapSide } from "../../../adapters/storage/memory/sitemap.memory";
import { sitemapPageSchema } from "../../domain/sitemap/sitemap-entry";
import { listSitemapEntries } from "./list-sitemap-entries";

describe("listSitemapEntries", () => {
  it("answers site paths with ISO last changes, and the paging of the whole list", async () => {
    const side = memorySitemapSide();
    const first = await listSitemapEntries(side, { page: 1, perPage: 20 }, FIXTURE_NOW);
    expect(sitemapPageSchema.safeParse(first).success).toBe(true);
    expect(first).toMatchObject({ total: 38, per_page: 20, last_page: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toEqual({ path: "/catalog/", lastmod: "2026-01-01T00:00:00.000Z" });
    const second = await listSitemapEntries(side, { page: 2, perPage: 20 }, FIXTURE_NOW);
    expect(second.data.at(-1)).toEqual({ path: "/czeny-na-uslugi/korea/", lastmod: null });
    expect(new Set([...first.data, ...second.data].map((entry) => entry.path)).size).toBe(38);
  });

  it("answers an empty page past the last one, and one page for no data", async () => {
    const side = memorySitemapSide();
    expect((await listSitemapEntries(side, { page: 3, perPage: 20 }, FIXTURE_NOW)).data).toEqual([]);
    for (const rows of Object.values(side.tables)) rows.length = 0;
    expect(await listSitemapEntries(side, { page: 1, perPage: 5 }, FIXTURE_NOW)).toEqual({
      total: 0,
      per_page: 5,
      last_page: 1,
      data: [],
    });
  });

  it("leaves out a location whose slug would lead to another screen or nowhere", async () => {
    const side = memorySitemapSide();
    const [program] = side.tables.degreePrograms;
    if (program === undefined) throw new Error("the fixture has degree programs");
    side.tables.degreePrograms.push(
      { ...program, id: 90, slug: "ends-in-90" },
      { ...program, id: 91, slug: "Up_Case" },
    );
    const page = await listSitemapEntries(side, { page: 1, perPage: 100 }, FIXTURE_NOW);
    expect(page.total).toBe(40);
    expect(page.data).toHaveLength(38);
    expect(page.data.some((entry) => /ends-in-90|Up_Case/.test(entry.path))).toBe(false);
  });
});
