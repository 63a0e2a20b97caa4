import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationErrorBodySchema } from "../../adapters/http/contract/error-bodies.schema";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedContent } from "../../adapters/storage/sql/seed/content/seed-content";
import { resolvePath } from "../../core/domain/route/resolve-path";
import { sitemapPageSchema } from "../../core/domain/sitemap/sitemap-entry";
import { openReadApi, type ReadApiHarness } from "../../tests/integration/read-api.harness";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";

const SITEMAP = "/api/ru/v1/sitemap";

describe("GET /api/ru/v1/sitemap over the read-side fixture", () => {
  let api: ReadApiHarness;
  beforeAll(async () => {
    api = await openReadApi();
  });
  afterAll(() => api.handle.close());

  it("answers every catalogue and content page by default, as site paths with their last change", async () => {
    const response = await api.get(SITEMAP);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    const page = sitemapPageSchema.parse(await response.json());
    expect(page).toMatchObject({ total: 38, per_page: 45_000, last_page: 1 });
    expect(page.data).toHaveLength(38);
    expect(page.data).toContainEqual({
      path: "/universities/china/beijing/peking-university-11/grant-101/",
      lastmod: "2026-01-01T00:00:00.000Z",
    });
    expect(page.data).toContainEqual({ path: "/blog/novosti/viza/", lastmod: "2026-11-18T10:00:00.000Z" });
    expect(page.data.some((entry) => entry.path.includes("skoro"))).toBe(false);
  });

  it("pages with page and per_page, and the /api-dev/ mirror answers the same", async () => {
    const second = sitemapPageSchema.parse(await (await api.get(`${SITEMAP}?page=2&per_page=10`)).json());
    expect(second).toMatchObject({ total: 38, per_page: 10, last_page: 4 });
    expect(second.data.map((entry) => entry.path).slice(0, 2)).toEqual(["/colleges/", "/colleges/china/"]);
    const mirrored = await (await api.get(`/api-dev/ru/v1/sitemap?page=2&per_page=10`)).json();
    expect(mirrored).toEqual(second);
    const past = sitemapPageSchema.parse(await (await api.get(`${SITEMAP}?page=9&per_page=10`)).json());
    expect(past.data).toEqual([]);
  });

  it("refuses a wrong page or page size with Russian field messages", async () => {
    for (const query of ["per_page=0", "per_page=45001", "per_page=abc", "page=0", "page=-1"]) {
      const response = await api.get(`${SITEMAP}?${query}`);
      expect(response.status, query).toBe(422);
      const body = validationErrorBodySchema.parse(await response.json());
      const field = query.split("=")[0] ?? "";
      expect(body.data[field]?.[0], query).toMatch(/^(Номер страницы|Количество на странице)/);
    }
  });
});

describe("GET /api/ru/v1/sitemap over the seeded database", () => {
  let handle: DatabaseHandle;
  let app: Hono;
  const now = new Date("2026-11-21T10:00:00.000Z");
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalogue(handle.db, now);
    await seedContent(handle.db, now);
    app = createServerContainer({
      config: readConfig({}),
      version: "test",
      db: handle.db,
      clock: { now: () => now },
    }).get(TOKENS.App);
  }, 300_000);
  afterAll(() => handle.close());

  const count = async (query: string) =>
    Number(((await handle.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]?.n);

  it("lists every institution, degree program and education base once, each path leading to its screen", async () => {
    const page = sitemapPageSchema.parse(await (await app.request(SITEMAP)).json());
    expect(page.data).toHaveLength(page.total);
    expect(new Set(page.data.map((entry) => entry.path)).size).toBe(page.total);
    const screens = page.data.map((entry) => {
      const resolution = resolvePath(entry.path);
      return resolution._tag === "Matched" ? resolution.screen : resolution._tag;
    });
    const tally = (screen: string) => screens.filter((found) => found === screen).length;
    expect(tally("institution")).toBe(await count("select count(*)::int as n from institutions"));
    expect(tally("degree-program")).toBe(await count("select count(*)::int as n from degree_programs"));
    expect(tally("institution-education-base")).toBe(await count("select count(*)::int as n from education_bases"));
    expect(tally("course")).toBe(await count("select count(*)::int as n from courses"));
    expect(screens.filter((screen) => screen === "NotFound" || screen === "Redirect")).toEqual([]);
    for (const entry of page.data.filter((e) => !e.path.startsWith("/courses/") && !e.path.startsWith("/czeny"))) {
      expect(entry.lastmod, entry.path).not.toBeNull();
    }
  });
});
