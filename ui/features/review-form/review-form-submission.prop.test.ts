import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SITE_HOST, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { REVIEW_FORM_FIELDS } from "./review-form-fields";
import { readReviewForm } from "./review-form-submission";

const ACTION = `https://${SITE_HOST}/reviews/`;

const formOf = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("readReviewForm properties", () => {
  it("a chosen score 1 to 5 goes as that number, a blank one as null, anything else as typed", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom("1", "2", "3", "4", "5", "", " "), fc.string({ maxLength: 4 })),
        (rating) => {
          const sent = readReviewForm(formOf({ name: "Анна", text: "Отзыв", rating }), ACTION).fields.rating;
          if (/^\s*[1-5]\s*$/.test(rating)) expect(sent).toBe(Number(rating));
          else if (rating.trim() === "") expect(sent).toBeNull();
          else expect(sent).toBe(rating.trim());
        },
      ),
    );
  });

  it("sends the address's utm and keeps every entry to show again, cut only past the API's limits", () => {
    fc.assert(
      fc.property(utmArb, fc.string({ maxLength: 6000 }), (utm, text) => {
        const query = new URLSearchParams(Object.entries(utm)).toString();
        const pageUrl = `https://${SITE_HOST}/reviews/${query === "" ? "" : `?${query}`}`;
        const { extras, values, fields } = readReviewForm(formOf({ name: "Анна", text, page_url: pageUrl }), ACTION);
        expect(extras.page_url).toBe(pageUrl);
        for (const [key, value] of Object.entries(utm)) expect(extras.utm).toHaveProperty(key, value);
        expect(Object.keys(values).sort()).toEqual([...REVIEW_FORM_FIELDS].sort());
        expect(values.text).toBe(text.slice(0, 5100));
        expect(fields.text).toBe(values.text);
      }),
    );
  });
});
