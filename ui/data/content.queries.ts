import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports/site-api.port";
import { PAGE_SIZES } from "../../core/domain/constants/page-sizes";

/** Items per page of the content lists whose size the spec leaves open (the API's own default is 12). */
export const CONTENT_PAGE_SIZE = 12;
/** The blog's category menu is read from this many newest posts (the API's largest page). */
const CATEGORY_SCAN = 100;

/** Course kinds of the courses grid filter (the landing pages of spec 2 each show one kind). */
export type CourseKind = "online" | "language" | "individual" | "hsk" | "intensive";

const FIVE_MINUTES = 5 * 60_000;

export const coursesGridQuery = (api: SiteApi, page: number, kind?: CourseKind) =>
  queryOptions({
    queryKey: ["courses", "grid", kind ?? "all", page] as const,
    queryFn: () =>
      api.catalogue.coursesGrid({ page, per_page: CONTENT_PAGE_SIZE, ...(kind ? { filters: { kind } } : {}) }),
    staleTime: FIVE_MINUTES,
  });

export const courseQuery = (api: SiteApi, slug: string) =>
  queryOptions({
    queryKey: ["courses", "one", slug] as const,
    queryFn: () => api.catalogue.course(slug),
    staleTime: FIVE_MINUTES,
  });

export const blogPostsGridQuery = (api: SiteApi, page: number, category: string | null) =>
  queryOptions({
    queryKey: ["blog", "grid", category ?? "all", page] as const,
    queryFn: () =>
      api.catalogue.blogPostsGrid({
        page,
        per_page: CONTENT_PAGE_SIZE,
        ...(category === null ? {} : { filters: { category } }),
      }),
    staleTime: 60_000,
  });

/** The newest posts, read for the category menu of the blog. */
export const blogCategoryScanQuery = (api: SiteApi) =>
  queryOptions({
    queryKey: ["blog", "category-scan"] as const,
    queryFn: () => api.catalogue.blogPostsGrid({ page: 1, per_page: CATEGORY_SCAN }),
    staleTime: FIVE_MINUTES,
  });

/** A post without counting a view (the view is counted separately, once per page request). */
export const blogPostQuery = (api: SiteApi, slug: string) =>
  queryOptions({
    queryKey: ["blog", "post", slug] as const,
    queryFn: () => api.catalogue.blogPost(slug),
    staleTime: 60_000,
  });

export const reviewsGridQuery = (api: SiteApi, page: number) =>
  queryOptions({
    queryKey: ["reviews", "grid", page] as const,
    queryFn: () => api.catalogue.reviewsGrid({ page, per_page: CONTENT_PAGE_SIZE }),
    staleTime: 60_000,
  });

/** The count and mean score of all published reviews (the /reviews/ page's structured data). */
export const reviewsRatingQuery = (api: SiteApi) =>
  queryOptions({
    queryKey: ["reviews", "rating"] as const,
    queryFn: () => api.catalogue.reviewsRating(),
    staleTime: FIVE_MINUTES,
  });

export const countryServicesQuery = (api: SiteApi) =>
  queryOptions({
    queryKey: ["countries", "services"] as const,
    queryFn: () => api.catalogue.countryServicesGrid({ page: 1, per_page: 100 }),
    staleTime: FIVE_MINUTES,
  });

export const countryTariffsQuery = (api: SiteApi, country: string) =>
  queryOptions({
    queryKey: ["countries", "tariffs", country] as const,
    queryFn: () => api.catalogue.countryTariffs(country),
    staleTime: FIVE_MINUTES,
  });

export const teachersQuery = (api: SiteApi) =>
  queryOptions({
    queryKey: ["teachers"] as const,
    queryFn: () => api.teachers.list(),
    staleTime: FIVE_MINUTES,
  });

/** The company page's team: page 1, 9 per page (spec 7). */
export const teamGridQuery = (api: SiteApi) =>
  queryOptions({
    queryKey: ["team", "grid", 1] as const,
    queryFn: () => api.catalogue.teamGrid({ page: 1, per_page: PAGE_SIZES.team }),
    staleTime: FIVE_MINUTES,
  });

export const certificatesGridQuery = (api: SiteApi, page: number) =>
  queryOptions({
    queryKey: ["certificates", "grid", page] as const,
    queryFn: () => api.catalogue.certificatesGrid({ page, per_page: PAGE_SIZES.certificates }),
    staleTime: FIVE_MINUTES,
  });

/** Diplomas are shown like the certificates beside them, 9 per page. */
export const diplomasGridQuery = (api: SiteApi, page: number) =>
  queryOptions({
    queryKey: ["diplomas", "grid", page] as const,
    queryFn: () => api.catalogue.diplomasGrid({ page, per_page: PAGE_SIZES.certificates }),
    staleTime: FIVE_MINUTES,
  });
