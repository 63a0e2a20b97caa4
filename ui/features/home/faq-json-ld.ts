import type { FaqEntry } from "../../../core/domain/content/faq-entry";

/** schema.org FAQPage of the questions a page shows, in the order shown; the answers keep their editorial HTML. */
export const faqPageJsonLd = (entries: readonly FaqEntry[]) => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: entries.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer },
  })),
});
