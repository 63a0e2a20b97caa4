import { type Context, Hono } from "hono";
import {
  CATALOGUE_ROUTES,
  idParamsSchema,
  pageQuerySchema,
  slugOrIdParamsSchema,
} from "../../adapters/http/contract/catalogue.contract";
import {
  CONTENT_ROUTES,
  blogPostQuerySchema,
  blogPostsGridQuerySchema,
  certificatesGridQuerySchema,
  countryServicesGridQuerySchema,
  coursesGridQuerySchema,
  diplomasGridQuerySchema,
  faqGridQuerySchema,
  reviewsGridQuerySchema,
  reviewsRatingQuerySchema,
  teamGridQuerySchema,
} from "../../adapters/http/contract/content.contract";
import { FIELD_MESSAGES as M } from "../../adapters/http/contract/field-messages";
import { getContentItem } from "../../core/application/content/get-content-item";
import { getMainData } from "../../core/application/content/get-main-data";
import { getPage } from "../../core/application/content/get-page";
import { getReviewsRating } from "../../core/application/content/get-reviews-rating";
import { listContent } from "../../core/application/content/list-content";
import { pagePath } from "../../core/application/content/page-path";
import type { Clock } from "../../core/ports/clock.port";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { viewerOf } from "../http/viewer";
import type { ReadApiDeps } from "./read-api.deps";
import { answer, NO_STORE, parseParams, parseQuery, refOf, windowOf } from "./read-api.params";
import { mountRoute } from "../http/contract-route";

export type ContentRoutesDeps = ReadApiDeps & Readonly<{ clock: Clock }>;

/** The Path-Visited header, normalised like /pages?url=; absent or unreadable means the home page. */
const visitedPath = (header: string | undefined): string => {
  if (header === undefined) return "/";
  const path = pagePath(header);
  return path.ok ? path.value : "/";
};

/** Pages, home data and the content lists (spec 7, /api/ru/v1). */
export function contentRoutes(deps: ContentRoutesDeps) {
  const content = { content: deps.contentRepository };
  const pages = { content: deps.contentRepository, cache: deps.mainDataCache };
  const lists = listContent(content);
  const items = getContentItem(content);
  const now = () => deps.clock.now();
  const app = new Hono<AppEnv>();

  mountRoute(app, CATALOGUE_ROUTES.page, async (c) => {
    const query = parseQuery(c, pageQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const path = pagePath(query.value.url);
    return path.ok ? c.json(await getPage(pages, path.value, now())) : validationFailed(c, { url: [M.path] });
  });

  mountRoute(app, CATALOGUE_ROUTES.main, async (c) => {
    const data = await getMainData(
      {
        content: deps.contentRepository,
        catalogue: deps.catalogueReadRepository,
        layout: deps.layoutRepository,
        cache: deps.mainDataCache,
        rates: deps.exchangeRateRepository,
      },
      { path: visitedPath(c.req.header("path-visited")), viewer: viewerOf(c), now: now() },
    );
    return c.json(data, 200, NO_STORE);
  });

  mountRoute(app, CONTENT_ROUTES.certificatesGrid, async (c) => {
    const query = parseQuery(c, certificatesGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    return c.json(await lists.certificates(windowOf(query.value)));
  });

  mountRoute(app, CONTENT_ROUTES.diplomasGrid, async (c) => {
    const query = parseQuery(c, diplomasGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    return c.json(await lists.diplomas(windowOf(query.value)));
  });

  mountRoute(app, CONTENT_ROUTES.reviewsGrid, async (c) => {
    const query = parseQuery(c, reviewsGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { institution_id } = query.value;
    const filter = institution_id === undefined ? {} : { institutionId: institution_id };
    return c.json(await lists.reviews(windowOf(query.value), filter, now()));
  });

  // Before /reviews/{id}, which would take "rating" for an id.
  const rating = getReviewsRating(content);
  mountRoute(app, CONTENT_ROUTES.reviewsRating, async (c) => {
    const query = parseQuery(c, reviewsRatingQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { institution_id } = query.value;
    return c.json(await rating(institution_id === undefined ? {} : { institutionId: institution_id }, now()));
  });

  mountRoute(app, CONTENT_ROUTES.review, async (c) => {
    const params = parseParams(c, idParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, items.review(params.value.id, now()));
  });

  mountRoute(app, CONTENT_ROUTES.blogPostsGrid, async (c) => {
    const query = parseQuery(c, blogPostsGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { category } = query.value;
    return c.json(
      await lists.blogPosts(windowOf(query.value), category === undefined ? {} : { categorySlug: category }, now()),
    );
  });

  const postRequest = (c: Context<AppEnv>) => {
    const params = parseParams(c, slugOrIdParamsSchema);
    const query = parseQuery(c, blogPostQuerySchema);
    if (!params.ok || !query.ok) {
      return { ok: false as const, errors: { ...(params.ok ? {} : params.errors), ...(query.ok ? {} : query.errors) } };
    }
    return { ok: true as const, ref: refOf(params.value.id), category: query.value.category ?? null };
  };

  mountRoute(app, CONTENT_ROUTES.viewBlogPost, async (c) => {
    const request = postRequest(c);
    if (!request.ok) return validationFailed(c, request.errors);
    return answer(c, items.viewBlogPost(request.ref, request.category, now()), NO_STORE);
  });

  mountRoute(app, CONTENT_ROUTES.blogPost, async (c) => {
    const request = postRequest(c);
    if (!request.ok) return validationFailed(c, request.errors);
    return answer(c, items.blogPost(request.ref, request.category, now()));
  });

  mountRoute(app, CONTENT_ROUTES.teamGrid, async (c) => {
    const query = parseQuery(c, teamGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    return c.json(await lists.team(windowOf(query.value)));
  });

  mountRoute(app, CONTENT_ROUTES.teamMember, async (c) => {
    const params = parseParams(c, idParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, items.teamMember(params.value.id));
  });

  mountRoute(app, CONTENT_ROUTES.faqGrid, async (c) => {
    const query = parseQuery(c, faqGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { topic, main } = query.value;
    const filter = { ...(topic === undefined ? {} : { topic }), ...(main === undefined ? {} : { main }) };
    return c.json(await lists.faq(windowOf(query.value), filter));
  });

  mountRoute(app, CONTENT_ROUTES.faqEntry, async (c) => {
    const params = parseParams(c, idParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, items.faqEntry(params.value.id));
  });

  mountRoute(app, CONTENT_ROUTES.coursesGrid, async (c) => {
    const query = parseQuery(c, coursesGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { kind } = query.value;
    return c.json(await lists.courses(windowOf(query.value), kind === undefined ? {} : { kind }));
  });

  mountRoute(app, CONTENT_ROUTES.course, async (c) => {
    const params = parseParams(c, slugOrIdParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, items.course(refOf(params.value.id)));
  });

  mountRoute(app, CONTENT_ROUTES.countryServicesGrid, async (c) => {
    const query = parseQuery(c, countryServicesGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    return c.json(await lists.countryServices(windowOf(query.value)));
  });

  mountRoute(app, CATALOGUE_ROUTES.countryTariffs, async (c) => {
    const params = parseParams(c, slugOrIdParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, items.countryTariffs(refOf(params.value.id)));
  });

  return app;
}
