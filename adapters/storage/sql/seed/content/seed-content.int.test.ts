import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../database";
import { openDatabase } from "../../open-database";
import {
  banners,
  blogCategories,
  blogPosts,
  certificates,
  countries,
  courses,
  diplomas,
  faqEntries,
  institutions,
  layoutSettings,
  notices,
  pages,
  reviews,
  tariffs,
  teachers,
  teamMembers,
} from "../../schema";
import { htmlTagNames } from "./html-tag-names";
import { INSTITUTION_REFS } from "./institution-refs";
import { readingMinutes } from "./reading-minutes";
import { seedContent } from "./seed-content";
import { wordCount } from "./word-count";

const NOW = new Date("2026-11-20T09:00:00.000Z");

/** Spec 2: every fixed route path, and the service prices page of each country. */
const FIXED_ROUTES = [
  "/",
  "/onlajn-kursy-kitaiskogo-yazyka/",
  "/czeny-na-uslugi/",
  "/basic-pricelist-service/",
  "/individualnye-zanyatiya/",
  "/kitajskij-za-3-mesyacza/",
  "/kolledzh-posle-9-klassa/",
  "/yazykovye-kursy/",
  "/blog/",
  "/payment/success/",
  "/payment/fail/",
  "/hsk/",
  "/hsk/info-o-hsk/",
  "/courses/",
  "/magistratura/",
  "/bakalavriat/",
  "/quiz/",
  "/guarantees/",
  "/o-kompanii/",
  "/contacts/",
  "/reviews/",
  "/faq/",
  "/personal-data-regulations/",
  "/consent-personal-data/",
  "/platform-rules/",
  "/privacy-policy/",
  "/user-agreement/",
  "/ch/",
  "/catalog/",
  "/universities/",
  "/colleges/",
  "/schools/",
  "/czeny-na-uslugi/china/",
  "/czeny-na-uslugi/korea/",
  "/czeny-na-uslugi/japan/",
  "/czeny-na-uslugi/canada/",
];

const LEGAL_AND_COMPANY = [
  "/o-kompanii/",
  "/guarantees/",
  "/personal-data-regulations/",
  "/consent-personal-data/",
  "/platform-rules/",
  "/privacy-policy/",
  "/user-agreement/",
];

/** Filler text, open-task markers (spelled in parts so the repository stays free of them), template leftovers. */
const PLACEHOLDER = new RegExp(
  ["lorem", "ipsum", "TO" + "DO", "FIX" + "ME", "\\{\\{", "\\}\\}", "\\$\\{", "undefined", "\\[object"].join("|"),
  "i",
);

const ALLOWED_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "a", "strong", "em"]);

/**
 * Stands in for the catalogue seed: the four countries and some institutions the content refers to, one of
 * them (Zhejiang) under a slug the content does not know, next to a decoy with a similar title.
 */
async function seedCatalogueFixture(db: Database, options: { chinaTariffs?: boolean } = {}): Promise<void> {
  const inserted = await db
    .insert(countries)
    .values([
      { slug: "china", name: "Китай", currency: "CNY" },
      { slug: "korea", name: "Корея", currency: "KRW" },
      { slug: "japan", name: "Япония", currency: "JPY" },
      { slug: "canada", name: "Канада", currency: "CAD" },
    ])
    .returning({ id: countries.id, slug: countries.slug });
  const china = inserted.find((country) => country.slug === "china")?.id ?? 0;
  const university = (slug: string, titleRu: string, titleEn: string) => ({
    slug,
    type: 1,
    country_id: china,
    title_ru: titleRu,
    title_en: titleEn,
  });
  await db
    .insert(institutions)
    .values([
      university(
        "zhejiang-university-of-technology-30",
        "Чжэцзянский технологический университет",
        "Zhejiang University of Technology",
      ),
      university(INSTITUTION_REFS.peking.slug, "Пекинский университет", "Peking University"),
      university("zhejiang-university-31", "Чжэцзянский университет", "Zhejiang University"),
      university(
        INSTITUTION_REFS.harbinTech.slug,
        "Харбинский политехнический университет",
        "Harbin Institute of Technology",
      ),
    ]);
  if (options.chinaTariffs) {
    await db.insert(tariffs).values({ country_id: china, name: "Партнёрский", price: 12_000, final_price: 12_000 });
  }
}

async function dump(db: Database) {
  return {
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    blogCategories: await db.select().from(blogCategories).orderBy(asc(blogCategories.id)),
    blogPosts: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
    faqEntries: await db.select().from(faqEntries).orderBy(asc(faqEntries.id)),
    teamMembers: await db.select().from(teamMembers).orderBy(asc(teamMembers.id)),
    certificates: await db.select().from(certificates).orderBy(asc(certificates.id)),
    diplomas: await db.select().from(diplomas).orderBy(asc(diplomas.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    courses: await db.select().from(courses).orderBy(asc(courses.id)),
    teachers: await db.select().from(teachers).orderBy(asc(teachers.id)),
    tariffs: await db.select().from(tariffs).orderBy(asc(tariffs.id)),
    layoutSettings: await db.select().from(layoutSettings).orderBy(asc(layoutSettings.key)),
    banners: await db.select().from(banners).orderBy(asc(banners.id)),
    notices: await db.select().from(notices).orderBy(asc(notices.id)),
  };
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object" && !(value instanceof Date))
    return Object.values(value).flatMap(strings);
  return [];
}

describe("seedContent", () => {
  let handle: DatabaseHandle;
  let rows: Awaited<ReturnType<typeof dump>>;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:" });
    await seedCatalogueFixture(handle.db);
    await seedContent(handle.db, NOW);
    rows = await dump(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("gives every fixed route a page with a title, SEO block and description", () => {
    for (const url of FIXED_ROUTES) {
      const page = rows.pages.find((row) => row.url === url);
      expect(page, url).toBeDefined();
      expect(page?.title.trim(), url).not.toBe("");
      expect(page?.description.trim(), url).not.toBe("");
      expect(page?.seo.title, url).toBeTruthy();
      expect(page?.seo.description, url).toBeTruthy();
      expect(page?.seo.h1, url).toBeTruthy();
    }
    expect(rows.pages.map((row) => row.url).toSorted()).toEqual(FIXED_ROUTES.toSorted());
  });

  it("writes substantial text on the company, guarantees and legal pages", () => {
    for (const url of LEGAL_AND_COMPANY) {
      const page = rows.pages.find((row) => row.url === url);
      expect(wordCount(page?.description ?? ""), url).toBeGreaterThanOrEqual(300);
      expect(htmlTagNames(page?.description ?? "").filter((tag) => tag === "h2").length, url).toBeGreaterThanOrEqual(4);
    }
  });

  it("names the same company details on every legal page", () => {
    for (const url of LEGAL_AND_COMPANY.filter((url) => url !== "/guarantees/")) {
      const text = rows.pages.find((row) => row.url === url)?.description ?? "";
      expect(text, url).toContain("Шуюань");
      expect(text, url).toMatch(/ИНН 7709482156/);
    }
  });

  it("publishes at least 12 posts of 400 to 900 words over the year before now, in 4 or 5 categories", () => {
    expect(rows.blogCategories.length).toBeGreaterThanOrEqual(4);
    expect(rows.blogCategories.length).toBeLessThanOrEqual(5);
    expect(rows.blogPosts.length).toBeGreaterThanOrEqual(12);
    const yearAgo = new Date(NOW.getTime() - 365 * 24 * 3600 * 1000);
    for (const post of rows.blogPosts) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.reading_minutes, post.slug).toBe(readingMinutes(post.content));
      expect(post.excerpt.length, post.slug).toBeGreaterThan(50);
      expect(post.seo.title, post.slug).toBeTruthy();
      expect(post.published_at.getTime(), post.slug).toBeLessThanOrEqual(NOW.getTime());
      expect(post.published_at.getTime(), post.slug).toBeGreaterThan(yearAgo.getTime());
    }
    const usedCategories = new Set(rows.blogPosts.map((post) => post.category_id));
    expect(usedCategories.size).toBe(rows.blogCategories.length);
  });

  it("has at least 15 FAQ entries, six of them for the home page", () => {
    expect(rows.faqEntries.length).toBeGreaterThanOrEqual(15);
    expect(rows.faqEntries.filter((entry) => entry.is_main)).toHaveLength(6);
  });

  it("uses only the allowed HTML tags in every HTML field", () => {
    const html = [
      ...rows.pages.map((row) => row.description),
      ...rows.blogPosts.map((row) => row.content),
      ...rows.faqEntries.map((row) => row.answer),
      ...rows.courses.map((row) => row.content),
    ];
    for (const fragment of html) {
      const disallowed = htmlTagNames(fragment).filter((tag) => !ALLOWED_TAGS.has(tag));
      expect(disallowed, fragment.slice(0, 60)).toEqual([]);
    }
  });

  it("leaves no placeholder, filler text or open-task marker in any seeded text", () => {
    for (const text of strings(rows)) {
      expect(text, text.slice(0, 60)).not.toMatch(PLACEHOLDER);
    }
  });

  it("stores the contacts with every key of spec 3 and the map iframe not configured", () => {
    const contacts = rows.layoutSettings.find((row) => row.key === "contacts")?.value as Record<string, unknown>;
    expect(Object.keys(contacts).toSorted()).toEqual(
      [
        "main_email",
        "contact_center",
        "address",
        "user_care_department",
        "zip_code",
        "working_hours",
        "on_foot_description",
        "maps_iframe_link",
        "by_car_description",
        "maps_route_link",
      ].toSorted(),
    );
    expect(contacts.maps_iframe_link).toBeNull();
  });

  it("stores the other layout settings the layout reads", () => {
    const value = (key: string) => rows.layoutSettings.find((row) => row.key === key)?.value;
    expect(rows.layoutSettings.map((row) => row.key).toSorted()).toEqual(
      ["contacts", "demand_institutions", "footer", "hsk", "interactive_map", "last_events"].toSorted(),
    );
    expect(value("footer")).toMatchObject({ last_articles: 4 });
    expect(value("interactive_map")).toMatchObject({ title: "Где учатся наши студенты" });
    expect(value("demand_institutions")).toMatchObject({ limit: 8 });
    expect(value("last_events")).toMatchObject({ limit: 3 });
    const hsk = value("hsk") as { block_platform: { levels: { level: number }[]; link: string } };
    expect(hsk.block_platform.levels.map((level) => level.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hsk.block_platform.link).toBe("/hsk/");
  });

  it("gives each of the four countries three or four tariffs with consistent discounts", async () => {
    const byCountry = await handle.db
      .select({ slug: countries.slug, name: tariffs.name })
      .from(tariffs)
      .innerJoin(countries, eq(countries.id, tariffs.country_id));
    for (const slug of ["china", "korea", "japan", "canada"]) {
      const count = byCountry.filter((row) => row.slug === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(3);
      expect(count, slug).toBeLessThanOrEqual(4);
    }
    for (const tariff of rows.tariffs) {
      expect(tariff.features.length, tariff.name).toBeGreaterThan(0);
      expect(tariff.final_price).toBe(Math.round((tariff.price * (100 - tariff.discount_percent)) / 100));
      expect(tariff.discount_expires_at === null, tariff.name).toBe(tariff.discount_percent === 0);
      if (tariff.discount_expires_at !== null)
        expect(tariff.discount_expires_at.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(rows.tariffs.some((tariff) => tariff.discount_percent > 0)).toBe(true);
  });

  it("seeds the team, certificates, diplomas, reviews, courses and teachers", () => {
    expect(rows.teamMembers).toHaveLength(8);
    expect(rows.certificates.length).toBeGreaterThanOrEqual(9);
    expect(rows.diplomas.length).toBeGreaterThanOrEqual(9);
    expect(rows.reviews.length).toBeGreaterThanOrEqual(12);
    expect(rows.teachers.length).toBeGreaterThanOrEqual(6);
    const ratings = rows.reviews.map((review) => review.rating);
    expect(ratings.every((rating) => rating >= 3 && rating <= 5)).toBe(true);
    expect(ratings.filter((rating) => rating === 3).length).toBeGreaterThan(0);
    expect(ratings.filter((rating) => rating >= 4).length).toBeGreaterThan(ratings.length * 0.75);
    expect(new Set(rows.courses.map((course) => course.kind))).toEqual(
      new Set(["online", "language", "individual", "hsk", "intensive"]),
    );
    expect(rows.courses.find((course) => course.kind === "intensive")?.title).toBe("Китайский за 3 месяца");
    expect(rows.courses.every((course) => (course.price ?? 0) > 0)).toBe(true);
  });

  it("links diplomas and reviews to the referred institutions by slug or English title, never to a look-alike", async () => {
    const present = await handle.db.select({ id: institutions.id, slug: institutions.slug }).from(institutions);
    const idOf = (slug: string) => present.find((row) => row.slug === slug)?.id;
    const linked = new Set(
      [...rows.diplomas, ...rows.reviews].flatMap((row) => (row.institution_id === null ? [] : [row.institution_id])),
    );
    expect(linked).toEqual(
      new Set([
        idOf(INSTITUTION_REFS.peking.slug),
        idOf("zhejiang-university-31"),
        idOf(INSTITUTION_REFS.harbinTech.slug),
      ]),
    );
    expect(rows.diplomas.filter((row) => row.institution_id === null).length).toBeGreaterThan(0);
  });

  it("has hero and promo banners, one main notice and one institution notice", async () => {
    const heroes = rows.banners.filter((banner) => banner.key === "home-hero");
    expect(heroes.length).toBeGreaterThanOrEqual(2);
    expect(heroes.length).toBeLessThanOrEqual(3);
    expect(rows.banners.filter((banner) => banner.key === "home-promo").length).toBeGreaterThanOrEqual(1);
    const [zhejiang] = await handle.db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.slug, "zhejiang-university-31"));
    expect(rows.notices.filter((notice) => notice.model_type === null)).toHaveLength(1);
    expect(rows.notices.filter((notice) => notice.model_type === "institution")).toEqual([
      expect.objectContaining({ model_id: zhejiang?.id, level: "warning" }),
    ]);
    for (const notice of rows.notices) {
      expect(notice.starts_at?.getTime()).toBeLessThan(NOW.getTime());
      expect(notice.ends_at?.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it("leaves a country's tariffs to the catalogue seed when it has already priced them", async () => {
    const priced = await openDatabase({ dataDir: ":memory:" });
    try {
      await seedCatalogueFixture(priced.db, { chinaTariffs: true });
      await seedContent(priced.db, NOW);
      const byCountry = await priced.db
        .select({ slug: countries.slug, name: tariffs.name })
        .from(tariffs)
        .innerJoin(countries, eq(countries.id, tariffs.country_id));
      expect(byCountry.filter((row) => row.slug === "china").map((row) => row.name)).toEqual(["Партнёрский"]);
      expect(byCountry.filter((row) => row.slug === "korea")).toHaveLength(3);
    } finally {
      await priced.close();
    }
  });

  it("gives identical rows when seeded again into a fresh database", async () => {
    const other = await openDatabase({ dataDir: ":memory:" });
    try {
      await seedCatalogueFixture(other.db);
      await seedContent(other.db, NOW);
      expect(await dump(other.db)).toEqual(rows);
    } finally {
      await other.close();
    }
  });

  it("still seeds when the catalogue is empty: no tariffs, no institution links, no model notice", async () => {
    const bare = await openDatabase({ dataDir: ":memory:" });
    try {
      await seedContent(bare.db, NOW);
      const seeded = await dump(bare.db);
      expect(seeded.pages).toHaveLength(rows.pages.length);
      expect(seeded.tariffs).toEqual([]);
      expect(seeded.diplomas.every((row) => row.institution_id === null)).toBe(true);
      expect(seeded.notices.map((row) => row.model_type)).toEqual([null]);
    } finally {
      await bare.close();
    }
  });
});
