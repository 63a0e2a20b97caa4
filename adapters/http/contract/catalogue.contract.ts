import { pagePath } from "../../../core/application/content/page-path";
import { countrySchema } from "../../../core/domain/catalogue/country";
import { degreeProgramSchema } from "../../../core/domain/catalogue/degree-program";
import { educationBaseSchema } from "../../../core/domain/catalogue/education-base";
import { institutionSchema } from "../../../core/domain/catalogue/institution";
import { institutionListingResponseSchema } from "../../../core/domain/catalogue/institution-listing-response";
import { institutionRatingSchema } from "../../../core/domain/catalogue/institution-rating";
import { mainDataSchema } from "../../../core/domain/main-data/main-data";
import { pageDataSchema } from "../../../core/domain/main-data/page-data";
import { FIELD_MESSAGES as M } from "./field-messages";
import { entityRefText, idField, idOrSlugText, idText, ratingField, slugText } from "./fields";
import { institutionsGridQuerySchema } from "./listing-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

export const idParamsSchema = z.object({ id: idText() });
export const slugOrIdParamsSchema = z.object({ id: idOrSlugText() });
/** Institutions and education bases are addressed by id or by their numbered slug. */
export const entityParamsSchema = z.object({ id: entityRefText() });

/** The page's path, or an absolute http(s) address whose path is taken (query and fragment dropped). */
export const pageQuerySchema = z.object({
  url: z
    .string({ error: M.required })
    .min(1, M.required)
    .refine((url) => pagePath(url).ok, M.path),
});

/** The home page's own query string, passed through as is (utm and the like); nothing in it is required. */
export const mainQuerySchema = z.looseObject({});

export const degreeProgramQuerySchema = z.object({ institution_id: idText(), degree_program_slug: slugText() });

export const rateInstitutionBodySchema = z.object({ institution_id: idField(), value: ratingField() });

const V1 = "/api/ru/v1";

/** Pages, home data and the catalogue (spec 7, /api/ru/v1). */
export const CATALOGUE_ROUTES = {
  page: defineRoute({
    method: "get",
    path: `${V1}/pages`,
    summary: "SEO и текст страницы по её пути (для пути без страницы — seo null и пустой текст)",
    tag: "catalogue",
    auth: "none",
    request: { query: pageQuerySchema },
    responses: { 200: pageDataSchema, ...errorResponses(406, 422, 500) },
  }),
  main: defineRoute({
    method: "get",
    path: `${V1}/main`,
    summary: "Данные главной страницы и общего макета",
    tag: "catalogue",
    auth: "optional",
    request: { query: mainQuerySchema, pathVisited: true },
    responses: { 200: mainDataSchema, ...errorResponses(406, 500) },
  }),
  institution: defineRoute({
    method: "get",
    path: `${V1}/institutions/{id}`,
    summary: "Учебное заведение (id или slug)",
    tag: "catalogue",
    auth: "optional",
    request: { params: entityParamsSchema },
    responses: { 200: institutionSchema, ...errorResponses(404, 406, 422, 500) },
  }),
  institutionsGrid: defineRoute({
    method: "get",
    path: `${V1}/institutions/grid`,
    summary: "Каталог учебных заведений с фильтрами",
    tag: "catalogue",
    auth: "optional",
    request: { query: institutionsGridQuerySchema },
    responses: { 200: institutionListingResponseSchema, ...errorResponses(406, 422, 500) },
  }),
  rateInstitution: defineRoute({
    method: "post",
    path: `${V1}/institutions/rate`,
    summary: "Оценить учебное заведение (1–5); повторная оценка заменяет прежнюю",
    tag: "catalogue",
    auth: "required",
    request: { body: rateInstitutionBodySchema },
    responses: { 200: institutionRatingSchema, ...errorResponses(401, 404, 406, 422, 500) },
  }),
  educationBase: defineRoute({
    method: "get",
    path: `${V1}/education-bases/{id}`,
    summary: "Основа обучения: грант, стипендия или платное место (id или slug)",
    tag: "catalogue",
    auth: "optional",
    request: { params: entityParamsSchema },
    responses: { 200: educationBaseSchema, ...errorResponses(404, 406, 422, 500) },
  }),
  degreeProgram: defineRoute({
    method: "get",
    path: `${V1}/degree-program`,
    summary: "Программа обучения учебного заведения по её адресу",
    tag: "catalogue",
    auth: "optional",
    request: { query: degreeProgramQuerySchema },
    responses: { 200: degreeProgramSchema, ...errorResponses(404, 406, 422, 500) },
  }),
  countryTariffs: defineRoute({
    method: "get",
    path: `${V1}/countries/{id}/tariffs`,
    summary: "Страна с валютой и тарифами услуг (id или slug)",
    tag: "catalogue",
    auth: "none",
    request: { params: slugOrIdParamsSchema },
    responses: { 200: countrySchema, ...errorResponses(404, 406, 422, 500) },
  }),
} as const;
