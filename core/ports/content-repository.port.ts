import type { Country } from "../domain/catalogue/country";
import type { BlogPost } from "../domain/content/blog-post";
import type { Certificate } from "../domain/content/certificate";
import type { CountryServices } from "../domain/content/country-services";
import type { Course } from "../domain/content/course";
import type { Diploma } from "../domain/content/diploma";
import type { FaqEntry } from "../domain/content/faq-entry";
import type { Review } from "../domain/content/review";
import type { RatingTally } from "../domain/content/reviews-rating";
import type { Teacher } from "../domain/content/teacher";
import type { TeamMember } from "../domain/content/team-member";
import type { PageData } from "../domain/main-data/page-data";

/** Which part of an ordered list to read: page from 1, `perPage` items a page. */
export type PageWindow = { readonly page: number; readonly perPage: number };

/** One window of an ordered list and the size of the whole (filtered) list. */
export type Slice<T> = { readonly total: number; readonly items: readonly T[] };

/** A resource named by its id or by its slug. */
export type IdOrSlug = { readonly kind: "id"; readonly id: number } | { readonly kind: "slug"; readonly slug: string };

export type BlogPostFilter = { readonly categorySlug?: string };
export type FaqFilter = { readonly topic?: string; readonly main?: boolean };
export type CourseFilter = { readonly kind?: string };
export type ReviewFilter = { readonly institutionId?: number };

/**
 * The editorial content of the site (read side), in display order. Lists answer one window and the total;
 * a missing resource is null. Posts and reviews published after `now` are not shown yet.
 */
export interface ContentRepository {
  /** The page data of an exact path ("/contacts/"); null when no page has this path. */
  pageByUrl(url: string): Promise<PageData | null>;
  certificates(window: PageWindow): Promise<Slice<Certificate>>;
  diplomas(window: PageWindow): Promise<Slice<Diploma>>;
  /** Newest first. */
  reviews(window: PageWindow, filter: ReviewFilter, now: Date): Promise<Slice<Review>>;
  review(id: number, now: Date): Promise<Review | null>;
  /** Newest first. */
  blogPosts(window: PageWindow, filter: BlogPostFilter, now: Date): Promise<Slice<BlogPost>>;
  /** By id, or by slug (within `categorySlug` when given; the newest post when several categories share it). */
  blogPost(ref: IdOrSlug, categorySlug: string | null, now: Date): Promise<BlogPost | null>;
  /** Adds one view; answers the new count, or null when there is no such (published) post. */
  countBlogPostView(id: number, now: Date): Promise<number | null>;
  teamMembers(window: PageWindow): Promise<Slice<TeamMember>>;
  teamMember(id: number): Promise<TeamMember | null>;
  faqEntries(window: PageWindow, filter: FaqFilter): Promise<Slice<FaqEntry>>;
  faqEntry(id: number): Promise<FaqEntry | null>;
  courses(window: PageWindow, filter: CourseFilter): Promise<Slice<Course>>;
  course(ref: IdOrSlug): Promise<Course | null>;
  /** Every teacher, in order; `photo` is the file name of the upload (the use case makes it an absolute URL). */
  teachers(): Promise<readonly Teacher[]>;
  /** A country with its currency and tariffs. */
  countryTariffs(ref: IdOrSlug): Promise<Country | null>;
  /** The countries that have tariffs, each with its tariffs as services. */
  countryServices(window: PageWindow): Promise<Slice<CountryServices>>;
  /** How many published reviews there are and the sum of their scores (the reviews' rating). */
  reviewsTally(filter: ReviewFilter, now: Date): Promise<RatingTally>;
}
