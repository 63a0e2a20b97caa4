import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timestampArb } from "../../../tests/arbitraries/catalogue.arb";
import { scriptSafeJson } from "../text/script-safe-json";
import { type ReviewFacts, reviewsJsonLd } from "./reviews-json-ld";
import { reviewsRating } from "./reviews-rating";

const SITE = { origin: "https://shuyuan.example", name: "Шуюань" };

/** Visitors' text, markup and blanks included. */
const textArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<!--", "  ", "a&b"),
);

const reviewArb: fc.Arbitrary<ReviewFacts> = fc.record({
  author_name: textArb,
  text: textArb,
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  created_at: timestampArb,
});

const tallyArb = fc
  .array(fc.integer({ min: 1, max: 5 }), { maxLength: 60 })
  .map((scores) => ({ count: scores.length, sum: scores.reduce((a, b) => a + b, 0) }));

describe("reviewsJsonLd properties", () => {
  it("never emits markup: the script text has no <, > or &, and reads back as the data", () => {
    fc.assert(
      fc.property(fc.array(reviewArb, { maxLength: 8 }), tallyArb, (reviews, tally) => {
        const data = reviewsJsonLd(SITE, reviews, reviewsRating(tally));
        const text = scriptSafeJson(data);
        expect(text).not.toMatch(/[<>&]/);
        expect(JSON.parse(text)).toEqual(data);
      }),
    );
  });

  it("lists each review shown once, in order, with its own text, author and date, and nothing it lacks", () => {
    fc.assert(
      fc.property(fc.array(reviewArb, { maxLength: 8 }), (reviews) => {
        const listed = reviewsJsonLd(SITE, reviews, reviewsRating({ count: 0, sum: 0 })).review ?? [];
        expect(listed).toHaveLength(reviews.length);
        reviews.forEach((review, index) => {
          const entry = listed[index];
          expect(entry?.datePublished).toBe(review.created_at);
          expect(entry?.reviewBody).toBe(review.text.trim() === "" ? undefined : review.text.trim());
          expect(entry?.author?.name).toBe(review.author_name.trim() === "" ? undefined : review.author_name.trim());
          expect(entry?.reviewRating?.ratingValue).toBe(review.rating ?? undefined);
          expect(entry !== undefined && "reviewRating" in entry).toBe(review.rating !== null);
        });
      }),
    );
  });

  it("rates over every counted review: count as given, mean within the scale, none without a score", () => {
    fc.assert(
      fc.property(tallyArb, (tally) => {
        const aggregate = reviewsJsonLd(SITE, [], reviewsRating(tally)).aggregateRating;
        if (tally.count === 0) {
          expect(aggregate).toBeUndefined();
          return;
        }
        expect(aggregate?.ratingCount).toBe(tally.count);
        expect(aggregate?.reviewCount).toBe(tally.count);
        expect(aggregate?.ratingValue).toBeGreaterThanOrEqual(1);
        expect(aggregate?.ratingValue).toBeLessThanOrEqual(5);
        expect(Math.abs((aggregate?.ratingValue ?? 0) - tally.sum / tally.count)).toBeLessThanOrEqual(0.005);
      }),
    );
  });
});
