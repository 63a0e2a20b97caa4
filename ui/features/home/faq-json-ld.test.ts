import { describe, expect, it } from "vitest";
import { buildFaqEntry } from "../../../tests/builders/faq-entry.builder";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("lists each question with its answer, in the order shown", () => {
    const first = buildFaqEntry({ id: 1, question: "Нужна ли виза?", answer: "<p>Да, студенческая X1.</p>" });
    const second = buildFaqEntry({ id: 2, question: "Сколько стоит?", answer: "<p>От 18 000 юаней.</p>" });
    expect(faqPageJsonLd([first, second])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Нужна ли виза?",
          acceptedAnswer: { "@type": "Answer", text: "<p>Да, студенческая X1.</p>" },
        },
        {
          "@type": "Question",
          name: "Сколько стоит?",
          acceptedAnswer: { "@type": "Answer", text: "<p>От 18 000 юаней.</p>" },
        },
      ],
    });
  });
});
