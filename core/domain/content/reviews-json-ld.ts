import { absoluteUrl } from "../breadcrumbs/absolute-url";
import { organizationNodeId } from "./organization-node-id";
import type { ReviewsRating } from "./reviews-rating";

/** What the structured data says of one review; a score of null is a review without one. */
export type ReviewFacts = {
  readonly author_name: string;
  readonly text: string;
  readonly rating: number | null;
  readonly created_at: string;
};

type Scale = { readonly bestRating: 5; readonly worstRating: 1 };

export type ReviewJsonLd = {
  readonly "@type": "Review";
  readonly author?: { readonly "@type": "Person"; readonly name: string };
  readonly reviewBody?: string;
  readonly datePublished: string;
  readonly reviewRating?: { readonly "@type": "Rating"; readonly ratingValue: number } & Scale;
};

export type ReviewsJsonLd = {
  readonly "@context": "https://schema.org";
  readonly "@type": "Organization";
  readonly "@id": string;
  readonly name: string;
  readonly url: string;
  readonly review?: readonly ReviewJsonLd[];
  readonly aggregateRating?: {
    readonly "@type": "AggregateRating";
    readonly ratingValue: number;
    readonly ratingCount: number;
    readonly reviewCount: number;
  } & Scale;
};

const SCALE: Scale = { bestRating: 5, worstRating: 1 };

const present = (text: string): string | null => (text.trim() === "" ? null : text.trim());

const isScore = (rating: number | null): rating is number =>
  rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5;

const reviewJsonLd = (review: ReviewFacts): ReviewJsonLd => {
  const author = present(review.author_name);
  const body = present(review.text);
  return {
    "@type": "Review",
    ...(author === null ? {} : { author: { "@type": "Person", name: author } }),
    ...(body === null ? {} : { reviewBody: body }),
    datePublished: review.created_at,
    ...(isScore(review.rating) ? { reviewRating: { "@type": "Rating", ratingValue: review.rating, ...SCALE } } : {}),
  };
};

/**
 * The company as a schema.org Organization (the node the home page describes) with the reviews shown on the page and,
 * once any published review carries a score, the rating over all of them. The texts go in as the visitors wrote them
 * (plain text, trimmed): nothing is added, and what a review lacks (author, text, score) is left out.
 */
export const reviewsJsonLd = (
  site: { readonly origin: string; readonly name: string },
  reviews: readonly ReviewFacts[],
  rating: ReviewsRating,
): ReviewsJsonLd => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": organizationNodeId(site.origin),
  name: site.name,
  url: absoluteUrl(site.origin, "/"),
  ...(reviews.length === 0 ? {} : { review: reviews.map(reviewJsonLd) }),
  ...(rating.count === 0 || rating.average === null
    ? {}
    : {
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: rating.average,
          ratingCount: rating.count,
          reviewCount: rating.count,
          ...SCALE,
        },
      }),
});
