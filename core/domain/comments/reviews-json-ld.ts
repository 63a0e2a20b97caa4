import type { Comment } from "./comment";

/** schema.org Review of a visitor's review with a score. */
export type ReviewJsonLd = {
  readonly "@type": "Review";
  readonly author: { readonly "@type": "Person"; readonly name: string };
  readonly datePublished: string;
  readonly reviewBody: string;
  readonly reviewRating: {
    readonly "@type": "Rating";
    readonly ratingValue: number;
    readonly bestRating: 5;
    readonly worstRating: 1;
  };
};

/** Reviews a page's structured data names at most (the first ones its comment block shows). */
export const REVIEWS_IN_JSON_LD = 10;

/** The live reviews with a score among the comments shown, as schema.org Reviews (the day in UTC, ISO 8601). */
export const reviewsJsonLd = (comments: readonly Comment[]): readonly ReviewJsonLd[] =>
  comments
    .flatMap((comment) =>
      comment.is_review && comment.rating !== null && !comment.is_deleted && comment.parent_id === null
        ? [
            {
              "@type": "Review" as const,
              author: { "@type": "Person" as const, name: comment.author.name },
              datePublished: comment.created_at.slice(0, 10),
              reviewBody: comment.text,
              reviewRating: {
                "@type": "Rating" as const,
                ratingValue: comment.rating,
                bestRating: 5 as const,
                worstRating: 1 as const,
              },
            },
          ]
        : [],
    )
    .slice(0, REVIEWS_IN_JSON_LD);

/** An organization's structured data with the reviews its page shows (none: unchanged). */
export const withReviewsJsonLd = <T extends object>(
  data: T,
  comments: readonly Comment[],
): T | (T & { readonly review: readonly ReviewJsonLd[] }) => {
  const review = reviewsJsonLd(comments);
  return review.length === 0 ? data : { ...data, review };
};
