import type { Country } from "../domain/catalogue/country";
import type { DegreeProgram } from "../domain/catalogue/degree-program";
import type { EducationBase } from "../domain/catalogue/education-base";
import type { FilterParams } from "../domain/catalogue/filter-params";
import type { Grid } from "../domain/catalogue/grid";
import type { GridQuery } from "../domain/catalogue/grid-query";
import type { Institution } from "../domain/catalogue/institution";
import type { InstitutionListingResponse } from "../domain/catalogue/institution-listing-response";
import type { InstitutionRating } from "../domain/catalogue/institution-rating";
import type { BlogPost } from "../domain/content/blog-post";
import type { Certificate } from "../domain/content/certificate";
import type { CountryServices } from "../domain/content/country-services";
import type { Course } from "../domain/content/course";
import type { Diploma } from "../domain/content/diploma";
import type { FaqEntry } from "../domain/content/faq-entry";
import type { Review } from "../domain/content/review";
import type { ReviewsRating } from "../domain/content/reviews-rating";
import type { TeamMember } from "../domain/content/team-member";
import type { MainData } from "../domain/main-data/main-data";
import type { PageData } from "../domain/main-data/page-data";
import type { ListingSortColumn } from "./institution-listing-repository.port";

/** Home data request: the page's query and the path sent as the Path-Visited header. */
export type MainDataRequest = { readonly query: FilterParams; readonly path_visited: string | null };

/** The institutions grid takes the listing's two server queries merged with paging and one of its sort columns. */
export type InstitutionsGridQuery = GridQuery & {
  readonly filters: FilterParams;
  readonly sort_column?: ListingSortColumn;
};

export type InstitutionVote = { readonly institution_id: number; readonly value: 1 | 2 | 3 | 4 | 5 };

export type DegreeProgramLookup = { readonly institution_id: number; readonly degree_program_slug: string };

/**
 * Catalogue and content calls (spec 7, /api/ru/v1). No method rejects: a failed call resolves to null
 * (single resources) or to a blank value (`BLANK_GRID`, `BLANK_PAGE_DATA`, `BLANK_INSTITUTION_LISTING`).
 */
export interface CatalogueApi {
  /** GET /pages?url=. Failure: `BLANK_PAGE_DATA` (seo null, description empty). */
  page(url: string): Promise<PageData>;
  /** GET /main with the Path-Visited header. Failure: null. */
  main(request: MainDataRequest): Promise<MainData | null>;
  /** GET /institutions/{id}. Failure or not found: null. */
  institution(id: number): Promise<Institution | null>;
  /** GET /institutions/grid. Failure: `BLANK_INSTITUTION_LISTING`. */
  institutionsGrid(query: InstitutionsGridQuery): Promise<InstitutionListingResponse>;
  /** POST /institutions/rate. Answers the new rating; failure: null. */
  rateInstitution(vote: InstitutionVote): Promise<InstitutionRating | null>;
  /** GET /certificates/grid. Failure: `BLANK_GRID`. */
  certificatesGrid(query: GridQuery): Promise<Grid<Certificate>>;
  /** GET /diplomas/grid. Failure: `BLANK_GRID`. */
  diplomasGrid(query: GridQuery): Promise<Grid<Diploma>>;
  /** GET /reviews/{id}. Failure: null. */
  review(id: number): Promise<Review | null>;
  /** GET /reviews/grid. Failure: `BLANK_GRID`. */
  reviewsGrid(query: GridQuery): Promise<Grid<Review>>;
  /** GET /blog/posts/{id}; the id may be the post's slug. Failure: null. */
  blogPost(idOrSlug: number | string): Promise<BlogPost | null>;
  /** GET /blog/posts/{id}/view: the post, counting one view. Failure: null (and no view counted). */
  viewBlogPost(idOrSlug: number | string): Promise<BlogPost | null>;
  /** GET /blog/posts/grid. Failure: `BLANK_GRID`. */
  blogPostsGrid(query: GridQuery): Promise<Grid<BlogPost>>;
  /** GET /team/{id}. Failure: null. */
  teamMember(id: number): Promise<TeamMember | null>;
  /** GET /team/grid (the team page asks page 1, 9 per page). Failure: `BLANK_GRID`. */
  teamGrid(query: GridQuery): Promise<Grid<TeamMember>>;
  /** GET /faq/{id}. Failure: null. */
  faqEntry(id: number): Promise<FaqEntry | null>;
  /** GET /faq/grid. Failure: `BLANK_GRID`. */
  faqGrid(query: GridQuery): Promise<Grid<FaqEntry>>;
  /** GET /courses/{id}; the id may be the course's slug. Failure: null. */
  course(idOrSlug: number | string): Promise<Course | null>;
  /** GET /courses/grid. Failure: `BLANK_GRID`. */
  coursesGrid(query: GridQuery): Promise<Grid<Course>>;
  /** GET /countries/{id}/tariffs: the country with its currency and tariffs. Failure: null. */
  countryTariffs(countryIdOrSlug: number | string): Promise<Country | null>;
  /** GET /countries/as-services-grid. Failure: `BLANK_GRID`. */
  countryServicesGrid(query: GridQuery): Promise<Grid<CountryServices>>;
  /** GET /education-bases/{id}. Failure: null. */
  educationBase(id: number): Promise<EducationBase | null>;
  /** GET /degree-program?institution_id=&degree_program_slug=. Failure: null. */
  degreeProgram(lookup: DegreeProgramLookup): Promise<DegreeProgram | null>;
  /** GET /reviews/rating: the count and mean score of all published reviews. Failure: `NO_REVIEWS_RATING`. */
  reviewsRating(): Promise<ReviewsRating>;
}
