import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { degreeProgramSchema } from "../../core/domain/catalogue/degree-program";
import { educationBaseSchema } from "../../core/domain/catalogue/education-base";
import { institutionSchema } from "../../core/domain/catalogue/institution";
import { institutionRefSchema } from "../../core/domain/catalogue/institution-ref";
import { listingFacetsSchema } from "../../core/domain/main-data/listing-facets.schema";
import { mapCountrySchema } from "../../core/domain/main-data/map-country";
import type { CatalogueReadRepository } from "../../core/ports/catalogue-read-repository.port";
import { FX, readSideFixture } from "./rows/read-side.fixture";
import type { StorageRows } from "./rows/storage-rows";

export type CatalogueReadStore = Readonly<{ repository: CatalogueReadRepository; close: () => Promise<void> }>;

/** The behaviour every CatalogueReadRepository shares, run against the memory and the SQL adapter. */
export function catalogueReadContract(name: string, open: (rows: StorageRows) => Promise<CatalogueReadStore>) {
  describe(`CatalogueReadRepository (${name}): reads`, () => {
    let store: CatalogueReadStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
    });
    afterAll(() => store.close());
    const repo = () => store.repository;

    it("finds a published institution's id by its exact slug only", async () => {
      expect(await repo().institutionIdBySlug("peking-university-11")).toBe(FX.pku);
      expect(await repo().institutionIdBySlug("peking-university")).toBeNull();
      expect(await repo().institutionIdBySlug("no-number")).toBeNull();
      expect(await repo().institutionIdBySlug("catalog-entry-14")).toBeNull();
    });

    it("reads the whole institution for an anonymous visitor", async () => {
      const institution = await repo().institution(FX.pku, null);
      expect(institutionSchema.safeParse(institution).success).toBe(true);
      expect(institution).toMatchObject({
        id: FX.pku,
        slug: "peking-university-11",
        type: 1,
        type_slug: "universities",
        type_name: "Университет",
        title: { ru: "Пекинский университет", en: "Peking University", ch: null },
        country: { id: 1, slug: "china", name: "Китай" },
        city: { id: 1, slug: "beijing", name: "Пекин", country_id: 1, is_province: false, morph: null },
        logo: { filename: "pku-logo.png" },
        photo: { filename: "pku-campus.jpg" },
        acronym: "PKU",
        price: 20000,
        rating: 4.5,
        rating_by_reviews: 4.2,
        rank_place: 1,
        rank_place_country: null,
        rank_place_world: 14,
        site: null,
        user_rating: null,
        booking: null,
        tariff: {
          id: 1,
          name: "Стандарт",
          payment_excerpt: "Двумя платежами",
          price: 16000,
          final_price: 14400,
          discount_percent: 10,
        },
        author: { id: FX.staff, name: "Анна Смирнова", position: null, photo: null },
        topic_text: "Проверено экспертом",
        seo: { title: "Пекинский университет", description: "Поступление", keywords: null, h1: "ПКУ", canonical: null },
      });
      expect(institution?.morph?.genitive).toBe("Пекинского университета");
      expect(institution?.directions.map((direction) => direction.id)).toEqual([1, 4]);
      expect(institution?.degree_programs.map((program) => program.slug)).toEqual(["bakalavriat", "magistratura"]);
    });

    it("embeds the three newest live top-level comments with reply counts", async () => {
      const institution = await repo().institution(FX.pku, null);
      expect(institution?.comments.map((comment) => comment.id)).toEqual([4, 5, 2]);
      const [newest, , review] = institution?.comments ?? [];
      expect(newest).toMatchObject({ replies_count: 2, user_vote: null, is_deleted: false, is_new: false });
      expect(newest?.author).toEqual({ id: FX.otherUser, name: "olga", avatar: null });
      expect(review).toMatchObject({ is_review: true, rating: 5, is_updated: true, likes: 3, dislikes: 1 });
    });

    it("adds the viewer's rating, latest booking and comment votes", async () => {
      const institution = await repo().institution(FX.pku, FX.viewer);
      expect(institution?.user_rating).toBe(4);
      expect(institution?.booking).toEqual({ id: 2, status: "checking", created_at: "2026-11-18T10:00:00.000Z" });
      expect(institution?.comments[0]?.user_vote).toBe("dislike");
      expect(institution?.comments[1]?.user_vote).toBeNull();
    });

    it("reads an institution without a campus photo as having none", async () => {
      expect((await repo().institution(FX.anshan, null))?.photo).toBeNull();
    });

    it("answers null for unknown and unpublishable institutions", async () => {
      expect(await repo().institution(999, null)).toBeNull();
      expect(await repo().institution(FX.unpublishedType, null)).toBeNull();
      expect(await repo().institution(FX.unpublishedSlug, null)).toBeNull();
    });

    it("reads a degree program with its bases, price range and summaries", async () => {
      const program = await repo().degreeProgram(FX.pku, "bakalavriat");
      expect(degreeProgramSchema.safeParse(program).success).toBe(true);
      expect(program).toMatchObject({
        id: FX.bachelor,
        excerpt: "Четыре года",
        submission_years: [2026, 2027],
        education_prices: [0, 30000],
        education_types: [1],
        total_places: 30,
        available_places: 24,
        institution: { id: FX.pku, slug: "peking-university-11" },
      });
      expect(program?.education_bases.map((base) => base.id)).toEqual([FX.grantBase, FX.paidBase]);
      expect(program?.education_langs.map((language) => language.title)).toEqual(["Английский", "Китайский"]);
      const master = await repo().degreeProgram(FX.pku, "magistratura");
      expect(master?.education_prices).toEqual([15000]);
      expect(master?.education_types).toEqual([2]);
    });

    it("answers null for a degree program of another institution or an unknown slug", async () => {
      expect(await repo().degreeProgram(FX.anshan, "bakalavriat")).toBeNull();
      expect(await repo().degreeProgram(FX.pku, "kolledzh")).toBeNull();
      expect(await repo().degreeProgram(999, "bakalavriat")).toBeNull();
    });

    it("reads an education base with waves, requirements, specialties and references", async () => {
      const base = await repo().educationBase(FX.grantBase);
      expect(educationBaseSchema.safeParse(base).success).toBe(true);
      expect(base).toMatchObject({
        id: FX.grantBase,
        institution_id: FX.pku,
        slug: "grant-101",
        type: 1,
        min_price: 0,
        max_price: 0,
        enrollment_phase: "Идёт набор",
        submission_at: "2026-03-01T09:00:00.000Z",
        submission_at_str: "1 марта 2026",
        entrance_at: null,
        entrance_at_str: null,
        enrollment_at_str: "1 сентября 2026",
        extra: { hsk_level: 4, ielts_level: 6.5 },
        views: 7,
        total_places: 10,
        available_places: 4,
        institution: { id: FX.pku, type_slug: "universities" },
        degree_program: { id: FX.bachelor, slug: "bakalavriat", title: "Бакалавриат" },
        seo: { title: "Грант", description: "Грант ПКУ" },
        author: { name: "Анна Смирнова" },
        block_required_documents:
          "<ul><li>Паспорт — действителен 18 месяцев</li><li>Аттестат &#60;с приложением&#62;</li></ul>",
      });
      expect(base?.waves).toEqual({
        status: "open",
        current: 2,
        current_date_from: "2026-02-01T09:00:00.000Z",
        current_date_to: "2026-03-31T20:59:59.000Z",
        waves: [
          {
            label: "1 волна",
            date_from: "2025-11-01T09:00:00.000Z",
            date_to: "2026-01-31T20:59:59.000Z",
            date_from_str: "1 ноября 2025",
            date_to_str: "31 января 2026",
          },
          {
            label: "2 волна",
            date_from: "2026-02-01T09:00:00.000Z",
            date_to: "2026-03-31T20:59:59.000Z",
            date_from_str: "1 февраля 2026",
            date_to_str: "31 марта 2026",
          },
          {
            label: "3 волна",
            date_from: "2026-04-01T09:00:00.000Z",
            date_to: "2026-05-31T20:59:59.000Z",
            date_from_str: "1 апреля 2026",
            date_to_str: "31 мая 2026",
          },
        ],
      });
      expect(base?.directions.map((direction) => direction.id)).toEqual([1, 4]);
      expect(base?.languages.map((language) => language.slug)).toEqual(["anglijskij", "kitajskij"]);
      expect(base?.specialties).toEqual([
        {
          id: 1,
          title: "Информатика",
          slug: "informatika",
          min_price: 1000,
          max_price: 2000,
          period: null,
          languages: [
            { id: 2, title: "Английский", slug: "anglijskij", morph: null },
            { id: 1, title: "Китайский", slug: "kitajskij", morph: null },
          ],
        },
        {
          id: 2,
          title: "Экономика",
          slug: "ekonomika",
          min_price: 0,
          max_price: 0,
          period: "4 года",
          languages: [{ id: 1, title: "Китайский", slug: "kitajskij", morph: null }],
        },
      ]);
    });

    it("publishes a paid base with type null, keeps wave numbers across gaps and drops bad requirements", async () => {
      const base = await repo().educationBase(FX.paidBase);
      expect(educationBaseSchema.safeParse(base).success).toBe(true);
      expect(base).toMatchObject({
        type: null,
        extra: { hsk_level: null, ielts_level: null },
        block_required_documents: null,
      });
      expect(base?.waves.current).toBe(0);
      expect(base?.waves.current_date_from).toBe("2026-01-10T09:00:00.000Z");
      expect(base?.waves.waves.map((wave) => wave.label)).toEqual(["1 волна", null, "3 волна"]);
      expect(await repo().educationBase(999)).toBeNull();
    });

    it("lists the facets in Russian order with institution counts", async () => {
      const facets = await repo().listingFacets();
      expect(listingFacetsSchema.safeParse(facets).success).toBe(true);
      expect(facets.countries.map((country) => [country.slug, country.institutions_count])).toEqual([
        ["china", 2],
        ["korea", 2],
        ["canada", 0],
      ]);
      expect(facets.countries[0]?.currency).toEqual({ code: "CNY", symbol: "CN¥" });
      expect(facets.cities.map((city) => [city.name, city.institutions_count])).toEqual([
        ["Аньшань", 1],
        ["Ёсу", 0],
        ["Пекин", 1],
        ["Сеул", 1],
        ["Торонто", 0],
      ]);
      expect(facets.lang_instructions.map((language) => language.title)).toEqual([
        "Английский",
        "Китайский",
        "Корейский",
      ]);
      expect(facets.degree_programs.map((level) => level.slug)).toEqual(["bakalavriat", "magistratura", "kolledzh"]);
      expect(facets.directions.map((direction) => direction.id)).toEqual([1, 4, 5]);
      expect(facets.specialties.map((specialty) => specialty.title)).toEqual([
        "Архитектура",
        "Информатика",
        "Экономика",
      ]);
      expect(facets.price).toEqual({ min: 9000 });
    });

    it("lists the map's countries and cities that have institutions", async () => {
      const map = await repo().mapCountries();
      for (const country of map) expect(mapCountrySchema.safeParse(country).success).toBe(true);
      expect(map).toEqual([
        {
          country_id: 1,
          slug: "china",
          name: "Китай",
          institutions_count: 2,
          cities: [
            { id: 2, slug: "anshan", name: "Аньшань", is_province: false, institutions_count: 1 },
            { id: 1, slug: "beijing", name: "Пекин", is_province: false, institutions_count: 1 },
          ],
        },
        {
          country_id: 2,
          slug: "korea",
          name: "Корея",
          institutions_count: 2,
          cities: [{ id: 3, slug: "seoul", name: "Сеул", is_province: false, institutions_count: 1 }],
        },
      ]);
    });

    it("lists the most viewed institutions, ties by rating", async () => {
      const top = await repo().demandInstitutions(3);
      for (const ref of top) expect(institutionRefSchema.safeParse(ref).success).toBe(true);
      expect(top.map((ref) => ref.id)).toEqual([FX.anshan, FX.pku, FX.seoul]);
      expect(await repo().demandInstitutions(0)).toEqual([]);
    });

    it("gives the refs of published institutions by id, leaving out unknown and unpublished ones", async () => {
      const refs = await repo().institutionRefs([FX.pku, FX.seoul, FX.pku, FX.unpublishedType, 999]);
      expect([...refs.keys()].sort((a, b) => a - b)).toEqual([FX.pku, FX.seoul].sort((a, b) => a - b));
      for (const ref of refs.values()) expect(institutionRefSchema.safeParse(ref).success).toBe(true);
      expect((await repo().institutionRefs([])).size).toBe(0);
    });
  });

  describe(`CatalogueReadRepository (${name}): view counters`, () => {
    let store: CatalogueReadStore;
    beforeAll(async () => {
      store = await open(readSideFixture());
    });
    afterAll(() => store.close());

    it("counts institution views one by one, only for published institutions", async () => {
      const repo = store.repository;
      expect(await repo.countInstitutionView(FX.pku)).toBe(true);
      expect(await repo.countInstitutionView(FX.pku)).toBe(true);
      expect((await repo.institution(FX.pku, null))?.views).toBe(102);
      expect(await repo.countInstitutionView(FX.unpublishedType)).toBe(false);
      expect(await repo.countInstitutionView(999)).toBe(false);
      expect((await repo.demandInstitutions(1)).map((ref) => ref.id)).toEqual([FX.pku]);
    });

    it("counts education base views", async () => {
      const repo = store.repository;
      expect(await repo.countEducationBaseView(FX.grantBase)).toBe(true);
      expect((await repo.educationBase(FX.grantBase))?.views).toBe(8);
      expect(await repo.countEducationBaseView(999)).toBe(false);
    });
  });
}
