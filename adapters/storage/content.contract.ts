import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countrySchema } from "../../core/domain/catalogue/country";
import { blogPostSchema } from "../../core/domain/content/blog-post";
import { certificateSchema } from "../../core/domain/content/certificate";
import { countryServicesSchema } from "../../core/domain/content/country-services";
import { courseSchema } from "../../core/domain/content/course";
import { diplomaSchema } from "../../core/domain/content/diploma";
import { faqEntrySchema } from "../../core/domain/content/faq-entry";
import { reviewSchema } from "../../core/domain/content/review";
import { teamMemberSchema } from "../../core/domain/content/team-member";
import { pageDataSchema } from "../../core/domain/main-data/page-data";
import type { ContentRepository } from "../../core/ports/content-repository.port";
import { FIXTURE_NOW, FX, readSideFixture } from "./rows/read-side.fixture";
import type { StorageRows } from "./rows/storage-rows";

export type ContentStore = Readonly<{ repository: ContentRepository; close: () => Promise<void> }>;

const now = FIXTURE_NOW;
const first = (perPage: number) => ({ page: 1, perPage });
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/** The behaviour every ContentRepository shares, run against the memory and the SQL adapter. */
export function contentContract(name: string, open: (rows: StorageRows) => Promise<ContentStore>) {
  describe(`ContentRepository (${name}): reads`, () => {
    let store: ContentStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
    });
    afterAll(() => store.close());
    const repo = () => store.repository;

    it("reads page data by the exact path; a page without SEO uses its title", async () => {
      const contacts = await repo().pageByUrl("/contacts/");
      expect(pageDataSchema.safeParse(contacts).success).toBe(true);
      expect(contacts).toEqual({
        seo: {
          title: "Контакты — Шуюань",
          description: "Как нас найти",
          keywords: "контакты",
          h1: null,
          canonical: null,
        },
        description: "<p>Москва</p>",
      });
      expect((await repo().pageByUrl("/ch/"))?.seo).toEqual({
        title: "Страница без SEO",
        description: "",
        keywords: null,
        h1: null,
        canonical: null,
      });
      expect(await repo().pageByUrl("/contacts")).toBeNull();
      expect(await repo().pageByUrl("/missing/")).toBeNull();
    });

    it("pages certificates by sort, leaving out those without a scan", async () => {
      const page1 = await repo().certificates(first(9));
      expect(page1.total).toBe(10);
      expect(ids(page1.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const item of page1.items) expect(certificateSchema.safeParse(item).success).toBe(true);
      expect(page1.items[0]).toEqual({
        id: 1,
        title: "Сертификат 1",
        description: "Университет",
        image: { filename: "certificate-1.jpg" },
      });
      expect(page1.items[1]?.description).toBeNull();
      expect(ids((await repo().certificates({ page: 2, perPage: 9 })).items)).toEqual([10]);
      expect(await repo().certificates({ page: 3, perPage: 9 })).toEqual({ total: 10, items: [] });
    });

    it("names a diploma's institution, else uses the diploma's title", async () => {
      const diplomas = await repo().diplomas(first(12));
      expect(diplomas.total).toBe(2);
      for (const item of diplomas.items) expect(diplomaSchema.safeParse(item).success).toBe(true);
      expect(diplomas.items.map((item) => item.institution_title)).toEqual([
        "Пекинский университет",
        "Диплом бакалавра",
      ]);
    });

    it("lists published reviews newest first, by institution too", async () => {
      const reviews = await repo().reviews(first(12), {}, now);
      expect(reviews.total).toBe(2);
      expect(ids(reviews.items)).toEqual([2, 1]);
      for (const item of reviews.items) expect(reviewSchema.safeParse(item).success).toBe(true);
      expect(reviews.items[1]).toMatchObject({
        author_name: "Мария",
        author_photo: null,
        video_url: "https://video.example/1",
        institution: { id: FX.pku, slug: "peking-university-11" },
        created_at: "2026-11-01T10:00:00.000Z",
      });
      expect(ids((await repo().reviews(first(12), { institutionId: FX.pku }, now)).items)).toEqual([1]);
      expect(await repo().review(3, now)).toBeNull();
      expect((await repo().review(2, now))?.institution).toBeNull();
      expect(await repo().review(99, now)).toBeNull();
    });

    it("lists published blog posts newest first, by category too", async () => {
      const posts = await repo().blogPosts(first(12), {}, now);
      expect(posts.total).toBe(4);
      expect(ids(posts.items)).toEqual([FX.postVisaTips, FX.postVisaNews, FX.postBudget, FX.postTones]);
      for (const item of posts.items) expect(blogPostSchema.safeParse(item).success).toBe(true);
      expect(posts.items[3]).toMatchObject({
        slug: "tony",
        cover: { filename: "tones.jpg" },
        category: { id: 2, slug: "sovety", title: "Советы" },
        author: null,
        views: 50,
        seo: { title: "Тоны", description: "Как выучить тоны" },
        published_at: "2026-11-11T10:00:00.000Z",
      });
      expect(ids((await repo().blogPosts(first(12), { categorySlug: "novosti" }, now)).items)).toEqual([
        FX.postVisaNews,
      ]);
      expect(await repo().blogPosts(first(12), { categorySlug: "net-takoj" }, now)).toEqual({ total: 0, items: [] });
      expect(ids((await repo().blogPosts({ page: 2, perPage: 3 }, {}, now)).items)).toEqual([FX.postTones]);
    });

    it("reads a post by id or slug; a shared slug is resolved by category or recency", async () => {
      expect((await repo().blogPost({ kind: "id", id: FX.postTones }, null, now))?.slug).toBe("tony");
      expect((await repo().blogPost({ kind: "slug", slug: "viza" }, null, now))?.id).toBe(FX.postVisaTips);
      expect((await repo().blogPost({ kind: "slug", slug: "viza" }, "novosti", now))?.id).toBe(FX.postVisaNews);
      expect(await repo().blogPost({ kind: "id", id: FX.postTones }, "novosti", now)).toBeNull();
      expect(await repo().blogPost({ kind: "id", id: FX.postFuture }, null, now)).toBeNull();
      expect(await repo().blogPost({ kind: "slug", slug: "skoro" }, null, now)).toBeNull();
      expect(await repo().blogPost({ kind: "slug", slug: "net-takogo" }, null, now)).toBeNull();
    });

    it("pages the team by sort (nine a page on the team page)", async () => {
      const team = await repo().teamMembers(first(9));
      expect(team.total).toBe(10);
      expect(ids(team.items)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2]);
      for (const item of team.items) expect(teamMemberSchema.safeParse(item).success).toBe(true);
      expect(await repo().teamMember(1)).toEqual({
        id: 1,
        name: "Сотрудник 1",
        position: "Куратор",
        description: "Основатель",
        photo: { filename: "team-1.jpg" },
      });
      expect(await repo().teamMember(99)).toBeNull();
    });

    it("filters FAQ entries by topic and by the home-page flag", async () => {
      const all = await repo().faqEntries(first(12), {});
      expect(ids(all.items)).toEqual([2, 1, 3]);
      for (const item of all.items) expect(faqEntrySchema.safeParse(item).success).toBe(true);
      expect(ids((await repo().faqEntries(first(12), { topic: "admission" })).items)).toEqual([2, 3]);
      expect(ids((await repo().faqEntries(first(12), { main: true })).items)).toEqual([2, 1]);
      expect(ids((await repo().faqEntries(first(12), { main: false, topic: "admission" })).items)).toEqual([3]);
      expect((await repo().faqEntries(first(12), { topic: "visa" })).total).toBe(0);
      expect(await repo().faqEntry(3)).toEqual({
        id: 3,
        question: "Когда подавать?",
        answer: "<p>Осенью</p>",
        sort: 3,
      });
      expect(await repo().faqEntry(99)).toBeNull();
    });

    it("lists courses by kind and reads one by id or slug", async () => {
      const courses = await repo().courses(first(12), {});
      expect(ids(courses.items)).toEqual([1, 2, 3]);
      for (const item of courses.items) expect(courseSchema.safeParse(item).success).toBe(true);
      expect(ids((await repo().courses(first(12), { kind: "hsk" })).items)).toEqual([2]);
      expect(await repo().course({ kind: "slug", slug: "kitajskij-s-nulya" })).toMatchObject({
        id: 1,
        price: 28900,
        duration: "4 месяца",
        cover: null,
        lessons_count: null,
        seo: { title: "Курс", description: "С нуля" },
      });
      expect((await repo().course({ kind: "id", id: 3 }))?.slug).toBe("individualno");
      expect(await repo().course({ kind: "slug", slug: "net" })).toBeNull();
    });

    it("lists teachers by id with the photo's file name", async () => {
      expect(await repo().teachers()).toEqual([
        {
          id: 1,
          name: "Ольга Власова",
          photo: "../secret.jpg",
          languages: [],
          experience_years: 12,
          description: null,
        },
        {
          id: 2,
          name: "Чжан Лэй",
          photo: "teacher-zhang.jpg",
          languages: ["китайский", "русский"],
          experience_years: 9,
          description: "Носитель",
        },
      ]);
    });

    it("reads a country's tariffs by id or slug, in their order", async () => {
      const china = await repo().countryTariffs({ kind: "slug", slug: "china" });
      expect(countrySchema.safeParse(china).success).toBe(true);
      expect(china).toMatchObject({ id: 1, currency: { code: "CNY", symbol: "CN¥" } });
      expect(china?.tariffs.map((tariff) => tariff.name)).toEqual(["Базовый", "Стандарт"]);
      expect(china?.tariffs[1]?.discount_expires_at).toBe("2026-12-21T10:00:00.000Z");
      expect((await repo().countryTariffs({ kind: "id", id: 3 }))?.tariffs).toEqual([]);
      expect(await repo().countryTariffs({ kind: "slug", slug: "japan" })).toBeNull();
    });

    it("lists the countries that have tariffs as services", async () => {
      const services = await repo().countryServices(first(12));
      expect(services.total).toBe(2);
      for (const item of services.items) expect(countryServicesSchema.safeParse(item).success).toBe(true);
      expect(services.items.map((item) => item.country.slug)).toEqual(["china", "korea"]);
      expect(services.items[0]?.services).toEqual([
        { id: 2, title: "Базовый", description: null, price: 9000 },
        { id: 1, title: "Стандарт", description: "Двумя платежами", price: 14400 },
      ]);
      expect(ids((await repo().countryServices({ page: 2, perPage: 1 })).items.map((item) => item.country))).toEqual([
        2,
      ]);
    });
  });

  describe(`ContentRepository (${name}): blog views`, () => {
    let store: ContentStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
    });
    afterAll(() => store.close());

    it("counts views of published posts only", async () => {
      const repo = store.repository;
      expect(await repo.countBlogPostView(FX.postTones, now)).toBe(51);
      expect(await repo.countBlogPostView(FX.postTones, now)).toBe(52);
      expect((await repo.blogPost({ kind: "id", id: FX.postTones }, null, now))?.views).toBe(52);
      expect(await repo.countBlogPostView(FX.postFuture, now)).toBeNull();
      expect(await repo.countBlogPostView(999, now)).toBeNull();
    });
  });

  describe(`ContentRepository (${name}): the reviews' rating`, () => {
    let store: ContentStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
    });
    afterAll(() => store.close());

    it("counts and sums the scores of published reviews only, by institution too", async () => {
      const repo = store.repository;
      expect(await repo.reviewsTally({}, now)).toEqual({ count: 2, sum: 9 });
      expect(await repo.reviewsTally({ institutionId: FX.pku }, now)).toEqual({ count: 1, sum: 5 });
      expect(await repo.reviewsTally({ institutionId: 987_654 }, now)).toEqual({ count: 0, sum: 0 });
      const later = new Date(now.getTime() + 2 * 86_400_000);
      expect(await repo.reviewsTally({}, later)).toEqual({ count: 3, sum: 14 });
    });
  });
}
