import { describe, expect, it } from "vitest";
import { buildReview } from "../../../tests/builders/review.builder";
import { reviewsJsonLd } from "./reviews-json-ld";
import { NO_REVIEWS_RATING } from "./reviews-rating";

const SITE = { origin: "https://shuyuan.example/", name: "Шуюань" };

describe("reviewsJsonLd", () => {
  it("names the company's node with the reviews shown and the rating over all published reviews", () => {
    const review = buildReview({ author_name: " Анна ", text: "Помогли с грантом.\n", rating: 4 });
    expect(reviewsJsonLd(SITE, [review], { count: 12, average: 4.58 })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://shuyuan.example/#organization",
      name: "Шуюань",
      url: "https://shuyuan.example/",
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Анна" },
          reviewBody: "Помогли с грантом.",
          datePublished: review.created_at,
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.58,
        ratingCount: 12,
        reviewCount: 12,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("leaves out the list and the rating when there are no reviews", () => {
    const data = reviewsJsonLd(SITE, [], NO_REVIEWS_RATING);
    expect(data).not.toHaveProperty("review");
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("leaves out a blank author, a blank text and a missing score", () => {
    const [entry] =
      reviewsJsonLd(
        SITE,
        [{ author_name: " ", text: "\n", rating: null, created_at: "2026-01-02T03:04:05.000Z" }],
        NO_REVIEWS_RATING,
      ).review ?? [];
    expect(entry).toEqual({ "@type": "Review", datePublished: "2026-01-02T03:04:05.000Z" });
  });
});
