import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-json-ld";

const entryArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  question: fc.string({ minLength: 1 }),
  answer: fc.string({ minLength: 1 }),
  sort: fc.nat({ max: 1_000 }),
});

describe("faqPageJsonLd properties", () => {
  it("has one question per entry, in order, with the entry's own texts", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 20 }), (entries) => {
        const { mainEntity } = faqPageJsonLd(entries);
        expect(mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
          entries.map((e) => [e.question, e.answer]),
        );
      }),
    );
  });
});
