import { describe, expect, it } from "vitest";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { buildReview } from "../../../tests/builders/review.builder";
import { reviewSchema } from "./review";

describe("reviewSchema", () => {
  it("reads a review about one institution with its Russian text", () => {
    const review = buildReview({ institution: buildInstitutionRef({ id: 12 }) });
    const parsed = reviewSchema.parse(review);
    expect(parsed.text).toBe("Помогли с документами и поступлением на грант.");
    expect(parsed.institution?.slug).toBe("pekinskij-universitet-12");
  });

  it.each([0, 6, 4.5])("rejects rating %d: a review scores 1 to 5", (rating) => {
    expect(reviewSchema.safeParse(buildReview({ rating })).success).toBe(false);
  });
});
