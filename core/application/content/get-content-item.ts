import { Effect } from "effect";
import type { Country } from "../../domain/catalogue/country";
import type { BlogPost } from "../../domain/content/blog-post";
import type { Course } from "../../domain/content/course";
import type { FaqEntry } from "../../domain/content/faq-entry";
import type { Review } from "../../domain/content/review";
import type { TeamMember } from "../../domain/content/team-member";
import type { ContentRepository, IdOrSlug } from "../../ports/content-repository.port";
import { foundOrNotFound, type NotFound } from "./not-found";

export type GetContentItemDeps = { readonly content: ContentRepository };

/** The single resources of the content API (GET /reviews/{id}, /blog/posts/{id}, ...). */
export const getContentItem = ({ content }: GetContentItemDeps) => ({
  review: (id: number, now: Date): Effect.Effect<Review, NotFound> => foundOrNotFound(() => content.review(id, now)),
  blogPost: (ref: IdOrSlug, categorySlug: string | null, now: Date): Effect.Effect<BlogPost, NotFound> =>
    foundOrNotFound(() => content.blogPost(ref, categorySlug, now)),
  /** GET /blog/posts/{id}/view: counts one view and answers the post with the new count. */
  viewBlogPost: (ref: IdOrSlug, categorySlug: string | null, now: Date): Effect.Effect<BlogPost, NotFound> =>
    Effect.gen(function* () {
      const post = yield* foundOrNotFound(() => content.blogPost(ref, categorySlug, now));
      const views = yield* foundOrNotFound(() => content.countBlogPostView(post.id, now));
      return { ...post, views };
    }),
  teamMember: (id: number): Effect.Effect<TeamMember, NotFound> => foundOrNotFound(() => content.teamMember(id)),
  faqEntry: (id: number): Effect.Effect<FaqEntry, NotFound> => foundOrNotFound(() => content.faqEntry(id)),
  course: (ref: IdOrSlug): Effect.Effect<Course, NotFound> => foundOrNotFound(() => content.course(ref)),
  countryTariffs: (ref: IdOrSlug): Effect.Effect<Country, NotFound> =>
    foundOrNotFound(() => content.countryTariffs(ref)),
});
