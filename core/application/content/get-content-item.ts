import type { Country } from "../../domain/catalogue/country";
import type { BlogPost } from "../../domain/content/blog-post";
import type { Course } from "../../domain/content/course";
import type { FaqEntry } from "../../domain/content/faq-entry";
import type { Review } from "../../domain/content/review";
import type { TeamMember } from "../../domain/content/team-member";
import { err, ok, type Result } from "../../domain/shared/result";
import type { ContentRepository, IdOrSlug } from "../../ports/content-repository.port";
import { NOT_FOUND, type NotFound } from "./not-found";

export type GetContentItemDeps = { readonly content: ContentRepository };

const found = <T>(value: T | null): Result<T, NotFound> => (value === null ? err(NOT_FOUND) : ok(value));

/** The single resources of the content API (GET /reviews/{id}, /blog/posts/{id}, ...). */
export const getContentItem = ({ content }: GetContentItemDeps) => ({
  review: async (id: number, now: Date): Promise<Result<Review, NotFound>> => found(await content.review(id, now)),
  blogPost: async (ref: IdOrSlug, categorySlug: string | null, now: Date): Promise<Result<BlogPost, NotFound>> =>
    found(await content.blogPost(ref, categorySlug, now)),
  /** GET /blog/posts/{id}/view: counts one view and answers the post with the new count. */
  viewBlogPost: async (ref: IdOrSlug, categorySlug: string | null, now: Date): Promise<Result<BlogPost, NotFound>> => {
    const post = await content.blogPost(ref, categorySlug, now);
    if (post === null) return err(NOT_FOUND);
    const views = await content.countBlogPostView(post.id, now);
    return views === null ? err(NOT_FOUND) : ok({ ...post, views });
  },
  teamMember: async (id: number): Promise<Result<TeamMember, NotFound>> => found(await content.teamMember(id)),
  faqEntry: async (id: number): Promise<Result<FaqEntry, NotFound>> => found(await content.faqEntry(id)),
  course: async (ref: IdOrSlug): Promise<Result<Course, NotFound>> => found(await content.course(ref)),
  countryTariffs: async (ref: IdOrSlug): Promise<Result<Country, NotFound>> => found(await content.countryTariffs(ref)),
});
