import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hrefFor } from "../../core/domain/route/href-for";
import type { SitemapLocation, SitemapRepository } from "../../core/ports/sitemap-repository.port";
import { FIXTURE_NOW, readSideFixture } from "./rows/read-side.fixture";
import { rows as r } from "./rows/row-builders";
import { type StorageRows, storageRows } from "./rows/storage-rows";

export type SitemapStore = Readonly<{ repository: SitemapRepository; close: () => Promise<void> }>;

const now = FIXTURE_NOW;
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
const pathsOf = (locations: readonly SitemapLocation[]) => locations.map((location) => hrefFor(location.route));
const lastmodOf = (locations: readonly SitemapLocation[]) =>
  Object.fromEntries(locations.map((location) => [hrefFor(location.route), location.lastmod?.toISOString() ?? null]));

const PKU = "/universities/china/beijing/peking-university-11/";
const ANSHAN = "/colleges/china/anshan/anshan-college-12/";

/** The read-side fixture's sitemap, in the repository's order. */
const FIXTURE_PATHS = [
  "/catalog/",
  "/catalog/china/",
  "/catalog/china/beijing/",
  "/catalog/china/anshan/",
  "/catalog/korea/",
  "/catalog/korea/seoul/",
  "/universities/",
  "/universities/china/",
  "/universities/china/beijing/",
  "/universities/korea/",
  "/colleges/",
  "/colleges/china/",
  "/colleges/china/anshan/",
  "/schools/",
  "/schools/korea/",
  "/schools/korea/seoul/",
  PKU,
  ANSHAN,
  "/schools/korea/seoul/seoul-school-13/",
  "/universities/korea/yeosu-university-16/",
  `${PKU}bakalavriat/`,
  `${PKU}magistratura/`,
  `${ANSHAN}kolledzh/`,
  `${PKU}grant-101/`,
  `${PKU}platno-102/`,
  `${PKU}stipendiya-103/`,
  `${ANSHAN}kolledzh-104/`,
  "/blog/novosti/",
  "/blog/sovety/",
  "/blog/sovety/tony/",
  "/blog/sovety/byudzhet/",
  "/blog/novosti/viza/",
  "/blog/sovety/viza/",
  "/courses/kitajskij-s-nulya/",
  "/courses/hsk-4/",
  "/courses/individualno/",
  "/czeny-na-uslugi/china/",
  "/czeny-na-uslugi/korea/",
];

/** Dates that tell the last-change rules apart: each child changed after its parent. */
const datedRows = (): StorageRows =>
  storageRows({
    countries: [r.country({ id: 1, slug: "china", name: "Китай", currency: "CNY" })],
    cities: [r.city({ id: 1, slug: "beijing", name: "Пекин", country_id: 1 })],
    tariffs: [r.tariff({ id: 1, country_id: 1, name: "Базовый", price: 1, final_price: 1 })],
    programLevels: [r.programLevel({ id: 1, slug: "bakalavriat", title: "Бакалавриат" })],
    institutions: [
      r.institution({ id: 1, slug: "a-1", type: 1, country_id: 1, city_id: 1, title_ru: "А", updated_at: at(1) }),
      r.institution({ id: 2, slug: "b-2", type: 1, country_id: 1, city_id: 1, title_ru: "Б", updated_at: at(4) }),
    ],
    degreePrograms: [
      r.degreeProgram({ id: 1, institution_id: 1, program_level_id: 1, title: "Б", slug: "bak", updated_at: at(2) }),
      r.degreeProgram({ id: 2, institution_id: 2, program_level_id: 1, title: "Б", slug: "bak", updated_at: at(2) }),
    ],
    educationBases: [
      r.educationBase({ id: 1, institution_id: 1, degree_program_id: 1, title: "Г", slug: "g-1", updated_at: at(3) }),
    ],
    blogCategories: [r.blogCategory({ id: 1, slug: "news", title: "Новости" })],
    blogPosts: [
      r.blogPost({ id: 1, category_id: 1, slug: "old", title: "С", published_at: at(5), updated_at: at(9) }),
      r.blogPost({ id: 2, category_id: 1, slug: "new", title: "Н", published_at: at(7), updated_at: at(6) }),
      r.blogPost({ id: 3, category_id: 1, slug: "soon", title: "П", published_at: at(25), updated_at: at(6) }),
    ],
    courses: [r.course({ id: 1, slug: "hsk", title: "HSK", kind: "hsk" })],
  });

/** The behaviour every SitemapRepository shares, run against the memory and the SQL adapter. */
export function sitemapContract(name: string, open: (rows: StorageRows) => Promise<SitemapStore>) {
  describe(`SitemapRepository (${name})`, () => {
    let fixture: SitemapStore;
    let dated: SitemapStore;
    let empty: SitemapStore;
    beforeAll(async () => {
      fixture = await open(readSideFixture());
      dated = await open(datedRows());
      empty = await open(storageRows());
    });
    afterAll(async () => {
      await Promise.all([fixture.close(), dated.close(), empty.close()]);
    });

    it("lists listings, published institutions, programs, bases, blog, courses and price countries in order", async () => {
      const all = await fixture.repository.locations({ offset: 0, limit: 1000 }, now);
      expect(pathsOf(all)).toEqual(FIXTURE_PATHS);
      expect(await fixture.repository.count(now)).toBe(FIXTURE_PATHS.length);
    });

    it("pages through the same order without gaps or repeats", async () => {
      for (const limit of [1, 5, 7, 38]) {
        const pages = [];
        for (let offset = 0; offset < FIXTURE_PATHS.length; offset += limit) {
          pages.push(...pathsOf(await fixture.repository.locations({ offset, limit }, now)));
        }
        expect(pages).toEqual(FIXTURE_PATHS);
      }
      expect(await fixture.repository.locations({ offset: FIXTURE_PATHS.length, limit: 10 }, now)).toEqual([]);
      expect(await fixture.repository.locations({ offset: 0, limit: 0 }, now)).toEqual([]);
    });

    it("dates each page by the newest change of what it shows", async () => {
      const all = await dated.repository.locations({ offset: 0, limit: 100 }, at(20));
      expect(lastmodOf(all)).toEqual({
        "/catalog/": at(4).toISOString(),
        "/catalog/china/": at(4).toISOString(),
        "/catalog/china/beijing/": at(4).toISOString(),
        "/universities/": at(4).toISOString(),
        "/universities/china/": at(4).toISOString(),
        "/universities/china/beijing/": at(4).toISOString(),
        "/universities/china/beijing/a-1/": at(3).toISOString(),
        "/universities/china/beijing/b-2/": at(4).toISOString(),
        "/universities/china/beijing/a-1/bak/": at(3).toISOString(),
        "/universities/china/beijing/b-2/bak/": at(2).toISOString(),
        "/universities/china/beijing/a-1/g-1/": at(3).toISOString(),
        "/blog/news/": at(9).toISOString(),
        "/blog/news/old/": at(9).toISOString(),
        "/blog/news/new/": at(7).toISOString(),
        "/courses/hsk/": null,
        "/czeny-na-uslugi/china/": null,
      });
    });

    it("lists a post and its category only once the post is published", async () => {
      expect(pathsOf(await dated.repository.locations({ offset: 0, limit: 100 }, at(25)))).toContain(
        "/blog/news/soon/",
      );
      const early = await dated.repository.locations({ offset: 0, limit: 100 }, at(5));
      expect(pathsOf(early).filter((path) => path.startsWith("/blog/"))).toEqual(["/blog/news/", "/blog/news/old/"]);
      const before = await dated.repository.locations({ offset: 0, limit: 100 }, at(4));
      expect(pathsOf(before).some((path) => path.startsWith("/blog/"))).toBe(false);
      expect(await dated.repository.count(at(4))).toBe(before.length);
    });

    it("has nothing to list without data", async () => {
      expect(await empty.repository.count(now)).toBe(0);
      expect(await empty.repository.locations({ offset: 0, limit: 10 }, now)).toEqual([]);
    });
  });
}
