import { describe, expect, it } from "vitest";
import { sampleComment } from "../../../tests/arbitraries/comments.arb";
import { reviewsJsonLd, withReviewsJsonLd } from "./reviews-json-ld";

describe("reviewsJsonLd", () => {
  it("names live top-level reviews with a score, and nothing else", () => {
    const comments = [
      sampleComment(1, null, {
        is_review: true,
        rating: 4,
        text: "Хороший кампус",
        created_at: "2026-10-02T21:30:00.000Z",
      }),
      sampleComment(2, 1, { is_review: true, rating: 5 }),
      sampleComment(3),
      sampleComment(4, null, { is_review: true, rating: null }),
      sampleComment(5, null, { is_review: true, rating: 2, is_deleted: true }),
    ];
    expect(reviewsJsonLd(comments)).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Анна Иванова" },
        datePublished: "2026-10-02",
        reviewBody: "Хороший кампус",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("leaves the data as it is when there is no review", () => {
    const data = { "@type": "EducationalOrganization", name: "ХПИ" };
    expect(withReviewsJsonLd(data, [sampleComment(1)])).toBe(data);
    expect(withReviewsJsonLd(data, [sampleComment(1, null, { is_review: true, rating: 3 })])).toMatchObject({
      name: "ХПИ",
      review: [{ reviewRating: { ratingValue: 3 } }],
    });
  });
});
