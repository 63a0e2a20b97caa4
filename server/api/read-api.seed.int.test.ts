import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { institutions } from "../../adapters/storage/sql/schema";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { PAGE_SEEDS } from "../../adapters/storage/sql/seed/content/pages/page-seeds";
import { seedContent } from "../../adapters/storage/sql/seed/content/seed-content";
import { countrySchema } from "../../core/domain/catalogue/country";
import { degreeProgramSchema } from "../../core/domain/catalogue/degree-program";
import { educationBaseSchema } from "../../core/domain/catalogue/education-base";
import { gridSchema } from "../../core/domain/catalogue/grid";
import { institutionSchema } from "../../core/domain/catalogue/institution";
import { blogPostSchema } from "../../core/domain/content/blog-post";
import { certificateSchema } from "../../core/domain/content/certificate";
import { countryServicesSchema } from "../../core/domain/content/country-services";
import { courseSchema } from "../../core/domain/content/course";
import { diplomaSchema } from "../../core/domain/content/diploma";
import { faqEntrySchema } from "../../core/domain/content/faq-entry";
import { reviewSchema } from "../../core/domain/content/review";
import { teacherSchema } from "../../core/domain/content/teacher";
import { teamMemberSchema } from "../../core/domain/content/team-member";
import { mainDataSchema } from "../../core/domain/main-data/main-data";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";

const NOW = new Date("2026-11-21T10:00:00.000Z");
const V1 = "/api/ru/v1";

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedCatalogue(handle.db, NOW);
  await seedContent(handle.db, NOW);
  app = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => NOW },
  }).get(TOKENS.App);
}, 300_000);
afterAll(() => handle.close());

const get = async (path: string): Promise<unknown> => {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
};

describe("the read API over the seeded database", () => {
  it("answers home data that parses, with every layout block filled", async () => {
    const main = mainDataSchema.parse(await get(`${V1}/main`));
    expect(main.page.seo).not.toBeNull();
    expect(main.layout_settings.demand_institutions.length).toBeGreaterThan(0);
    expect(main.layout_settings.interactive_map.length).toBeGreaterThan(0);
    expect(main.layout_settings.footer.last_articles.length).toBeGreaterThan(0);
    expect(main.layout_settings.contacts.main_email).not.toBe("");
    expect(main.filters.countries.length).toBeGreaterThan(0);
    expect(main.notice).not.toBeNull();
    expect(Object.keys(main.banners).length).toBeGreaterThan(0);
  });

  it("answers page data with SEO for every seeded page", async () => {
    for (const page of PAGE_SEEDS) {
      const data = (await get(`${V1}/pages?url=${encodeURIComponent(page.url)}`)) as { seo: unknown };
      expect(data.seo, page.url).not.toBeNull();
    }
  });

  it("answers seeded institutions, their degree programs and bases in the shapes of the core", async () => {
    const rows = await handle.db.select({ id: institutions.id, slug: institutions.slug }).from(institutions);
    expect(rows.length).toBeGreaterThan(0);
    const sample = rows.filter((_, index) => index % 25 === 0);
    for (const row of sample) {
      const parsed = institutionSchema.safeParse(await get(`${V1}/institutions/${row.slug}`));
      expect(parsed.success, `${row.slug}: ${parsed.error?.message}`).toBe(true);
      const program = parsed.data?.degree_programs[0];
      if (program === undefined) continue;
      const fetched = await get(`${V1}/degree-program?institution_id=${row.id}&degree_program_slug=${program.slug}`);
      expect(degreeProgramSchema.safeParse(fetched).success, program.slug).toBe(true);
      const base = program.education_bases[0];
      if (base !== undefined) {
        expect(educationBaseSchema.safeParse(await get(`${V1}/education-bases/${base.id}`)).success).toBe(true);
      }
    }
  });

  it("answers every content list in the shapes of the core", async () => {
    const grids = [
      ["certificates/grid", certificateSchema],
      ["diplomas/grid", diplomaSchema],
      ["reviews/grid", reviewSchema],
      ["blog/posts/grid", blogPostSchema],
      ["team/grid", teamMemberSchema],
      ["faq/grid", faqEntrySchema],
      ["courses/grid", courseSchema],
      ["countries/as-services-grid", countryServicesSchema],
    ] as const;
    for (const [path, schema] of grids) {
      const parsed = gridSchema(schema).safeParse(await get(`${V1}/${path}?per_page=100`));
      expect(parsed.success, `${path}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data?.total, path).toBeGreaterThan(0);
    }
    expect(countrySchema.safeParse(await get(`${V1}/countries/china/tariffs`)).success).toBe(true);
    expect(
      teacherSchema
        .array()
        .min(1)
        .safeParse(await get("/api/teacher")).success,
    ).toBe(true);
  });
});
