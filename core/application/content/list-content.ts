import type { BlogPost } from "../../domain/content/blog-post";
import type { Certificate } from "../../domain/content/certificate";
import type { CountryServices } from "../../domain/content/country-services";
import type { Course } from "../../domain/content/course";
import type { Diploma } from "../../domain/content/diploma";
import type { FaqEntry } from "../../domain/content/faq-entry";
import type { Review } from "../../domain/content/review";
import type { TeamMember } from "../../domain/content/team-member";
import type {
  BlogPostFilter,
  ContentRepository,
  CourseFilter,
  FaqFilter,
  PageWindow,
  ReviewFilter,
} from "../../ports/content-repository.port";
import { type GridPage, gridPage } from "./grid-page";

export type ListContentDeps = { readonly content: ContentRepository };

/** The `.../grid` lists of the content API: one page of each, in the repository's display order. */
export const listContent = ({ content }: ListContentDeps) => ({
  certificates: async (window: PageWindow): Promise<GridPage<Certificate>> =>
    gridPage(await content.certificates(window), window),
  diplomas: async (window: PageWindow): Promise<GridPage<Diploma>> => gridPage(await content.diplomas(window), window),
  reviews: async (window: PageWindow, filter: ReviewFilter, now: Date): Promise<GridPage<Review>> =>
    gridPage(await content.reviews(window, filter, now), window),
  blogPosts: async (window: PageWindow, filter: BlogPostFilter, now: Date): Promise<GridPage<BlogPost>> =>
    gridPage(await content.blogPosts(window, filter, now), window),
  team: async (window: PageWindow): Promise<GridPage<TeamMember>> =>
    gridPage(await content.teamMembers(window), window),
  faq: async (window: PageWindow, filter: FaqFilter): Promise<GridPage<FaqEntry>> =>
    gridPage(await content.faqEntries(window, filter), window),
  courses: async (window: PageWindow, filter: CourseFilter): Promise<GridPage<Course>> =>
    gridPage(await content.courses(window, filter), window),
  countryServices: async (window: PageWindow): Promise<GridPage<CountryServices>> =>
    gridPage(await content.countryServices(window), window),
});
