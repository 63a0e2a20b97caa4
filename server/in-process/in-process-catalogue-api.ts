import { type Effect, Result } from "effect";
import type { z } from "zod";
import { gridQueryParams } from "../../adapters/http/api-client/grid-query-params";
import {
  CATALOGUE_ROUTES,
  degreeProgramQuerySchema,
  entityParamsSchema,
  idParamsSchema,
  slugOrIdParamsSchema,
} from "../../adapters/http/contract/catalogue.contract";
import {
  blogPostsGridQuerySchema,
  certificatesGridQuerySchema,
  countryServicesGridQuerySchema,
  coursesGridQuerySchema,
  diplomasGridQuerySchema,
  faqGridQuerySchema,
  reviewsGridQuerySchema,
  teamGridQuerySchema,
} from "../../adapters/http/contract/content.contract";
import { getContentItem } from "../../core/application/content/get-content-item";
import { getDegreeProgram } from "../../core/application/content/get-degree-program";
import { getEducationBase } from "../../core/application/content/get-education-base";
import { getInstitution } from "../../core/application/content/get-institution";
import { getMainData } from "../../core/application/content/get-main-data";
import { getPage } from "../../core/application/content/get-page";
import { getReviewsRating } from "../../core/application/content/get-reviews-rating";
import { listContent } from "../../core/application/content/list-content";
import type { NotFound } from "../../core/application/content/not-found";
import { pagePath } from "../../core/application/content/page-path";
import { listInstitutions } from "../../core/application/listing/list-institutions";
import { BLANK_GRID, type Grid } from "../../core/domain/catalogue/grid";
import type { GridQuery } from "../../core/domain/catalogue/grid-query";
import { BLANK_INSTITUTION_LISTING } from "../../core/domain/catalogue/institution-listing-response";
import { NO_REVIEWS_RATING } from "../../core/domain/content/reviews-rating";
import { BLANK_PAGE_DATA } from "../../core/domain/main-data/page-data";
import type { CatalogueApi } from "../../core/ports/catalogue-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import { refOf, windowOf } from "../api/read-api.params";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { parseWith } from "../http/validate";
import type { InProcessReadDeps } from "./in-process-read.deps";
import { parsedOrNull, queryText, queryValues } from "./request-query";

/** What the in-process catalogue needs of one request: who is asking, and the HTTP adapter for the rest. */
export type CatalogueRequest = Readonly<{
  /** The visitor's token as the API would authenticate it (asked at most once per request, and only when needed). */
  authentication: () => Promise<Authentication>;
  /**
   * The HTTP adapter of the same request: writes go through the API (so the page cache sees them), and so do
   * the visitor's reads while their token has expired (the HTTP adapter refreshes it, as the API asks).
   */
  http: CatalogueApi;
}>;

/** A failure resolves to the port's blank value, as the HTTP adapter's does (the port's methods never reject). */
const safely = async <T>(blank: T, read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    console.error("In-process catalogue read failed:", error);
    return blank;
  }
};

/** The port's Grid, as the contract's grid schema keeps it (the API's echo of the window is not part of it). */
const gridOf = <T>({ total, last_page, data }: Grid<T>): Grid<T> => ({ total, last_page, data });

/** The params schemas of the single-resource routes: entity refs, ids only, or ids and slugs. */
type RefSchema = typeof entityParamsSchema | typeof idParamsSchema | typeof slugOrIdParamsSchema;

/** Runs a read; a resource that is not there is null, as the HTTP adapter answers a 404. */
const valueOrNull = async <T>(read: Effect.Effect<T, NotFound>): Promise<T | null> =>
  Result.getOrNull(await runUseCase(read));

/**
 * The catalogue and content port on the server (ADR 039): the use cases the API routes call, with the same request
 * rules (the contract's schemas) and the visitor's session, answering the very values the HTTP adapter gives after
 * parsing, without a request, JSON or a second validation.
 */
export function inProcessCatalogueApi(deps: InProcessReadDeps, request: CatalogueRequest): CatalogueApi {
  const content = { content: deps.contentRepository };
  const catalogue = { catalogue: deps.catalogueReadRepository };
  const lists = listContent(content);
  const items = getContentItem(content);
  const now = () => deps.clock.now();

  /** A read that depends on the visitor: in-process unless the token has expired (then the HTTP adapter refreshes it). */
  const asViewer = async <T>(
    blank: T,
    viaHttp: () => Promise<T>,
    read: (viewer: Extract<Authentication, { _tag: "Authenticated" }>["viewer"] | null) => Promise<T>,
  ): Promise<T> => {
    const auth = await safely<Authentication | null>(null, request.authentication);
    if (auth === null) return blank;
    if (auth._tag === "Expired") return viaHttp();
    return safely(blank, () => read(auth._tag === "Authenticated" ? auth.viewer : null));
  };

  const grid = <S extends z.ZodType, T>(
    schema: S,
    query: GridQuery,
    read: (parsed: z.infer<S>) => Promise<Grid<T>>,
  ): Promise<Grid<T>> =>
    safely(BLANK_GRID as Grid<T>, async () => {
      const parsed = parseWith(schema, queryText(gridQueryParams(query)));
      if (!parsed.ok) return BLANK_GRID as Grid<T>;
      return gridOf(await read(parsed.value));
    });

  /** An id or slug as the route's own params schema reads it; null where the API would answer 422. */
  const entityRef = (schema: RefSchema, id: number | string) => {
    const parsed = parsedOrNull(schema, { id: String(id) });
    return parsed === null ? null : refOf(String(parsed.id));
  };

  return {
    page: (url) =>
      safely(BLANK_PAGE_DATA, async () => {
        const path = url === "" ? null : pagePath(url);
        return path?.ok
          ? getPage({ content: deps.contentRepository, cache: deps.mainDataCache }, path.value, now())
          : BLANK_PAGE_DATA;
      }),
    main: ({ query, path_visited }) =>
      asViewer(
        null,
        () => request.http.main({ query, path_visited }),
        (viewer) => {
          const visited = path_visited === null || path_visited === "" ? null : pagePath(path_visited);
          return getMainData(
            {
              content: deps.contentRepository,
              catalogue: deps.catalogueReadRepository,
              layout: deps.layoutRepository,
              cache: deps.mainDataCache,
              rates: deps.exchangeRateRepository,
            },
            { path: visited?.ok ? visited.value : "/", viewer, now: now() },
          );
        },
      ),
    institution: (id) =>
      asViewer(
        null,
        () => request.http.institution(id),
        async (viewer) => {
          const ref = entityRef(entityParamsSchema, id);
          return ref === null ? null : await valueOrNull(getInstitution(catalogue, ref, viewer?.userId ?? null));
        },
      ),
    institutionsGrid: (query) =>
      safely(BLANK_INSTITUTION_LISTING, async () => {
        const parsed = CATALOGUE_ROUTES.institutionsGrid.request.query.safeParse(queryValues(gridQueryParams(query)));
        return parsed.success ? listInstitutions(deps.institutionsGrid, parsed.data) : BLANK_INSTITUTION_LISTING;
      }),
    rateInstitution: (vote) => request.http.rateInstitution(vote),
    certificatesGrid: (query) =>
      grid(certificatesGridQuerySchema, query, (parsed) => lists.certificates(windowOf(parsed))),
    diplomasGrid: (query) => grid(diplomasGridQuerySchema, query, (parsed) => lists.diplomas(windowOf(parsed))),
    review: (id) =>
      safely(null, async () => {
        const ref = entityRef(idParamsSchema, id);
        return ref?.kind === "id" ? await valueOrNull(items.review(ref.id, now())) : null;
      }),
    reviewsGrid: (query) =>
      grid(reviewsGridQuerySchema, query, ({ institution_id, ...window }) =>
        lists.reviews(windowOf(window), institution_id === undefined ? {} : { institutionId: institution_id }, now()),
      ),
    blogPost: (idOrSlug) =>
      safely(null, async () => {
        const ref = entityRef(slugOrIdParamsSchema, idOrSlug);
        return ref === null ? null : await valueOrNull(items.blogPost(ref, null, now()));
      }),
    viewBlogPost: (idOrSlug) =>
      safely(null, async () => {
        const ref = entityRef(slugOrIdParamsSchema, idOrSlug);
        return ref === null ? null : await valueOrNull(items.viewBlogPost(ref, null, now()));
      }),
    blogPostsGrid: (query) =>
      grid(blogPostsGridQuerySchema, query, ({ category, ...window }) =>
        lists.blogPosts(windowOf(window), category === undefined ? {} : { categorySlug: category }, now()),
      ),
    teamMember: (id) =>
      safely(null, async () => {
        const ref = entityRef(idParamsSchema, id);
        return ref?.kind === "id" ? await valueOrNull(items.teamMember(ref.id)) : null;
      }),
    teamGrid: (query) => grid(teamGridQuerySchema, query, (parsed) => lists.team(windowOf(parsed))),
    faqEntry: (id) =>
      safely(null, async () => {
        const ref = entityRef(idParamsSchema, id);
        return ref?.kind === "id" ? await valueOrNull(items.faqEntry(ref.id)) : null;
      }),
    faqGrid: (query) =>
      grid(faqGridQuerySchema, query, ({ topic, main, ...window }) =>
        lists.faq(windowOf(window), {
          ...(topic === undefined ? {} : { topic }),
          ...(main === undefined ? {} : { main }),
        }),
      ),
    course: (idOrSlug) =>
      safely(null, async () => {
        const ref = entityRef(slugOrIdParamsSchema, idOrSlug);
        return ref === null ? null : await valueOrNull(items.course(ref));
      }),
    coursesGrid: (query) =>
      grid(coursesGridQuerySchema, query, ({ kind, ...window }) =>
        lists.courses(windowOf(window), kind === undefined ? {} : { kind }),
      ),
    countryTariffs: (idOrSlug) =>
      safely(null, async () => {
        const ref = entityRef(slugOrIdParamsSchema, idOrSlug);
        return ref === null ? null : await valueOrNull(items.countryTariffs(ref));
      }),
    countryServicesGrid: (query) =>
      grid(countryServicesGridQuerySchema, query, (parsed) => lists.countryServices(windowOf(parsed))),
    educationBase: (id) =>
      safely(null, async () => {
        const ref = entityRef(entityParamsSchema, id);
        return ref === null ? null : await valueOrNull(getEducationBase(catalogue, ref));
      }),
    degreeProgram: (lookup) =>
      safely(null, async () => {
        const parsed = parsedOrNull(degreeProgramQuerySchema, lookup);
        return parsed === null
          ? null
          : valueOrNull(
              getDegreeProgram(catalogue, {
                institutionId: parsed.institution_id,
                slug: parsed.degree_program_slug,
              }),
            );
      }),
    reviewsRating: () => safely(NO_REVIEWS_RATING, () => getReviewsRating(content)({}, now())),
  };
}
