import { describe, expect, it } from "vitest";
import { BLANK_GRID } from "../../../core/domain/catalogue/grid";
import { BLANK_INSTITUTION_LISTING } from "../../../core/domain/catalogue/institution-listing-response";
import { NO_REVIEWS_RATING } from "../../../core/domain/content/reviews-rating";
import { BLANK_PAGE_DATA } from "../../../core/domain/main-data/page-data";
import type { CatalogueApi } from "../../../core/ports/catalogue-api.port";
import { buildBlogPost } from "../../../tests/builders/blog-post.builder";
import { buildCertificate } from "../../../tests/builders/certificate.builder";
import { buildCountry } from "../../../tests/builders/country.builder";
import { buildCountryServices } from "../../../tests/builders/country-services.builder";
import { buildCourse } from "../../../tests/builders/course.builder";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildDiploma } from "../../../tests/builders/diploma.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildFaqEntry } from "../../../tests/builders/faq-entry.builder";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildInstitutionCard, buildInstitutionListing } from "../../../tests/builders/institution-card.builder";
import { buildMainData } from "../../../tests/builders/main-data.builder";
import { buildPageData } from "../../../tests/builders/page-data.builder";
import { buildReview } from "../../../tests/builders/review.builder";
import { buildTeamMember } from "../../../tests/builders/team-member.builder";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, pathOf } from "../../../tests/fakes/fake-fetch";

const grid = <T>(item: T) => ({ total: 1, last_page: 1, data: [item] });
const QUERY = { page: 2, per_page: 9 };
const QUERY_GRID = { page: 1, per_page: 12, filters: {} };

type Case = {
  readonly name: string;
  readonly call: (api: CatalogueApi) => Promise<unknown>;
  readonly url: string;
  readonly sample: unknown;
  readonly blank: unknown;
};

const CASES: readonly Case[] = [
  {
    name: "page",
    call: (api) => api.page("/o-kompanii/"),
    url: "/api/ru/v1/pages?url=%2Fo-kompanii%2F",
    sample: buildPageData(),
    blank: BLANK_PAGE_DATA,
  },
  {
    name: "institution",
    call: (api) => api.institution(101),
    url: "/api/ru/v1/institutions/101",
    sample: buildInstitution(),
    blank: null,
  },
  {
    name: "institutionsGrid",
    call: (api) => api.institutionsGrid({ ...QUERY, filters: { countries: "1,2", has_grants: true, title: "" } }),
    url: "/api/ru/v1/institutions/grid?countries=1%2C2&has_grants=true&page=2&per_page=9",
    sample: buildInstitutionListing(),
    blank: BLANK_INSTITUTION_LISTING,
  },
  {
    name: "rateInstitution",
    call: (api) => api.rateInstitution({ institution_id: 101, value: 5 }),
    url: "/api/ru/v1/institutions/rate",
    sample: { rating: 4.5, ratings_count: 10, user_rating: 5 },
    blank: null,
  },
  {
    name: "certificatesGrid",
    call: (api) => api.certificatesGrid(QUERY),
    url: "/api/ru/v1/certificates/grid?page=2&per_page=9",
    sample: grid(buildCertificate()),
    blank: BLANK_GRID,
  },
  {
    name: "diplomasGrid",
    call: (api) => api.diplomasGrid(QUERY),
    url: "/api/ru/v1/diplomas/grid?page=2&per_page=9",
    sample: grid(buildDiploma()),
    blank: BLANK_GRID,
  },
  { name: "review", call: (api) => api.review(3), url: "/api/ru/v1/reviews/3", sample: buildReview(), blank: null },
  {
    name: "reviewsGrid",
    call: (api) => api.reviewsGrid({ ...QUERY, filters: { institution_id: 101 } }),
    url: "/api/ru/v1/reviews/grid?institution_id=101&page=2&per_page=9",
    sample: grid(buildReview()),
    blank: BLANK_GRID,
  },
  {
    name: "blogPost",
    call: (api) => api.blogPost("kak-postupit"),
    url: "/api/ru/v1/blog/posts/kak-postupit",
    sample: buildBlogPost(),
    blank: null,
  },
  {
    name: "viewBlogPost",
    call: (api) => api.viewBlogPost(5),
    url: "/api/ru/v1/blog/posts/5/view",
    sample: buildBlogPost(),
    blank: null,
  },
  {
    name: "blogPostsGrid",
    call: (api) => api.blogPostsGrid(QUERY),
    url: "/api/ru/v1/blog/posts/grid?page=2&per_page=9",
    sample: grid(buildBlogPost()),
    blank: BLANK_GRID,
  },
  {
    name: "teamMember",
    call: (api) => api.teamMember(4),
    url: "/api/ru/v1/team/4",
    sample: buildTeamMember(),
    blank: null,
  },
  {
    name: "teamGrid",
    call: (api) => api.teamGrid({ page: 1, per_page: 9 }),
    url: "/api/ru/v1/team/grid?page=1&per_page=9",
    sample: grid(buildTeamMember()),
    blank: BLANK_GRID,
  },
  { name: "faqEntry", call: (api) => api.faqEntry(8), url: "/api/ru/v1/faq/8", sample: buildFaqEntry(), blank: null },
  {
    name: "faqGrid",
    call: (api) => api.faqGrid(QUERY),
    url: "/api/ru/v1/faq/grid?page=2&per_page=9",
    sample: grid(buildFaqEntry()),
    blank: BLANK_GRID,
  },
  {
    name: "course",
    call: (api) => api.course("hsk-4"),
    url: "/api/ru/v1/courses/hsk-4",
    sample: buildCourse(),
    blank: null,
  },
  {
    name: "coursesGrid",
    call: (api) => api.coursesGrid(QUERY),
    url: "/api/ru/v1/courses/grid?page=2&per_page=9",
    sample: grid(buildCourse()),
    blank: BLANK_GRID,
  },
  {
    name: "countryTariffs",
    call: (api) => api.countryTariffs("china"),
    url: "/api/ru/v1/countries/china/tariffs",
    sample: buildCountry(),
    blank: null,
  },
  {
    name: "countryServicesGrid",
    call: (api) => api.countryServicesGrid(QUERY),
    url: "/api/ru/v1/countries/as-services-grid?page=2&per_page=9",
    sample: grid(buildCountryServices()),
    blank: BLANK_GRID,
  },
  {
    name: "educationBase",
    call: (api) => api.educationBase(501),
    url: "/api/ru/v1/education-bases/501",
    sample: buildEducationBase(),
    blank: null,
  },
  {
    name: "degreeProgram",
    call: (api) => api.degreeProgram({ institution_id: 101, degree_program_slug: "bakalavriat" }),
    url: "/api/ru/v1/degree-program?institution_id=101&degree_program_slug=bakalavriat",
    sample: buildDegreeProgram(),
    blank: null,
  },
  {
    name: "reviewsRating",
    call: (api) => api.reviewsRating(),
    url: "/api/ru/v1/reviews/rating",
    sample: { count: 12, average: 4.58 },
    blank: NO_REVIEWS_RATING,
  },
];

const requestPath = (url: string | undefined) => {
  const parsed = new URL(url ?? "", "http://api.test");
  return `${parsed.pathname}${parsed.search}`;
};

describe("the catalogue API client", () => {
  it.each(CASES)("$name calls its address and answers the parsed body", async ({ call, url, sample }) => {
    const { client, requests } = clientOverFake(() => json(sample));
    const value = await call(client.catalogue);
    expect(value).toEqual(sample);
    expect(requestPath(requests[0]?.url)).toBe(url);
  });

  it.each(CASES)("$name answers its blank value on an error status", async ({ call, blank }) => {
    const { client } = clientOverFake(() => json({ message: "Не найдено." }, 404));
    expect(await call(client.catalogue)).toEqual(blank);
  });

  it.each(CASES)("$name answers its blank value when the body does not fit the contract", async ({ call, blank }) => {
    const { client } = clientOverFake(() => json({ unexpected: true }));
    expect(await call(client.catalogue)).toEqual(blank);
  });

  it("sends home data's Path-Visited header and its query", async () => {
    const main = buildMainData();
    const { client, requests } = clientOverFake(() => json(main));
    expect(await client.catalogue.main({ query: { utm_source: "yandex", empty: null }, path_visited: "/" })).toEqual(
      main,
    );
    expect(pathOf(requests[0])).toBe("/api/ru/v1/main");
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/main?utm_source=yandex");
    expect(requests[0]?.headers.get("path-visited")).toBe("/");
  });

  it("reads the listing's cards, facets and menu, and sends its sorting and page address", async () => {
    const listing = buildInstitutionListing([buildInstitutionCard({ id: 3, open_waves: false })]);
    const { client, requests } = clientOverFake(() => json(listing));
    const value = await client.catalogue.institutionsGrid({
      page: 1,
      per_page: 12,
      sort_column: "ranking",
      sort_order: "asc",
      filters: { type: "1", url: "/universities/" },
    });
    expect(value).toEqual(listing);
    expect(value.data[0]?.open_waves).toBe(false);
    expect(requestPath(requests[0]?.url)).toBe(
      "/api/ru/v1/institutions/grid?type=1&url=%2Funiversities%2F&page=1&per_page=12&sort_column=ranking&sort_order=asc",
    );
  });

  it("answers the blank listing when the page holds full institutions instead of cards", async () => {
    const { client } = clientOverFake(() => json({ ...buildInstitutionListing(), data: [buildInstitution()] }));
    expect(await client.catalogue.institutionsGrid(QUERY_GRID)).toEqual(BLANK_INSTITUTION_LISTING);
  });

  it("posts the vote as JSON", async () => {
    const { client, requests } = clientOverFake(() => json({ rating: 5, ratings_count: 1, user_rating: 5 }));
    await client.catalogue.rateInstitution({ institution_id: 101, value: 5 });
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.body).toBe('{"institution_id":101,"value":5}');
  });
});
