import { BLANK_GRID } from "../../../core/domain/catalogue/grid";
import { BLANK_INSTITUTION_LISTING } from "../../../core/domain/catalogue/institution-listing-response";
import { NO_REVIEWS_RATING } from "../../../core/domain/content/reviews-rating";
import { BLANK_PAGE_DATA } from "../../../core/domain/main-data/page-data";
import type { CatalogueApi } from "../../../core/ports/catalogue-api.port";
import { CATALOGUE_ROUTES as C } from "../contract/catalogue.contract";
import { CONTENT_ROUTES as K } from "../contract/content.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";
import { gridQueryParams } from "./grid-query-params";

/** The catalogue and content calls of spec 7; a failed call gives null or the port's blank value. */
export function catalogueApiClient(transport: ApiTransport): CatalogueApi {
  const { call } = transport;
  return {
    page: async (url) => valueOr(await call(C.page, { query: { url } }), BLANK_PAGE_DATA),
    main: async ({ query, path_visited }) => valueOr(await call(C.main, { query, pathVisited: path_visited }), null),
    institution: async (id) => valueOr(await call(C.institution, { params: { id } }), null),
    institutionsGrid: async (query) =>
      valueOr(await call(C.institutionsGrid, { query: gridQueryParams(query) }), BLANK_INSTITUTION_LISTING),
    rateInstitution: async (vote) => valueOr(await call(C.rateInstitution, { body: vote }), null),
    certificatesGrid: async (query) =>
      valueOr(await call(K.certificatesGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    diplomasGrid: async (query) => valueOr(await call(K.diplomasGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    review: async (id) => valueOr(await call(K.review, { params: { id } }), null),
    reviewsGrid: async (query) => valueOr(await call(K.reviewsGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    blogPost: async (idOrSlug) => valueOr(await call(K.blogPost, { params: { id: idOrSlug } }), null),
    viewBlogPost: async (idOrSlug) => valueOr(await call(K.viewBlogPost, { params: { id: idOrSlug } }), null),
    blogPostsGrid: async (query) => valueOr(await call(K.blogPostsGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    teamMember: async (id) => valueOr(await call(K.teamMember, { params: { id } }), null),
    teamGrid: async (query) => valueOr(await call(K.teamGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    faqEntry: async (id) => valueOr(await call(K.faqEntry, { params: { id } }), null),
    faqGrid: async (query) => valueOr(await call(K.faqGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    course: async (idOrSlug) => valueOr(await call(K.course, { params: { id: idOrSlug } }), null),
    coursesGrid: async (query) => valueOr(await call(K.coursesGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    countryTariffs: async (idOrSlug) => valueOr(await call(C.countryTariffs, { params: { id: idOrSlug } }), null),
    countryServicesGrid: async (query) =>
      valueOr(await call(K.countryServicesGrid, { query: gridQueryParams(query) }), BLANK_GRID),
    educationBase: async (id) => valueOr(await call(C.educationBase, { params: { id } }), null),
    degreeProgram: async (lookup) => valueOr(await call(C.degreeProgram, { query: lookup }), null),
    reviewsRating: async () => valueOr(await call(K.reviewsRating, { query: {} }), NO_REVIEWS_RATING),
  };
}
