import type { FaqEntry } from "../../core/domain/content/faq-entry";

export const buildFaqEntry = (overrides: Partial<FaqEntry> = {}): FaqEntry => ({
  id: 1,
  question: "Нужно ли знать китайский для поступления?",
  answer: "<p>Нет: есть программы на английском языке.</p>",
  sort: 0,
  ...overrides,
});
