import type { Diploma } from "../../core/domain/content/diploma";

export const buildDiploma = (overrides: Partial<Diploma> = {}): Diploma => ({
  id: 1,
  student_name: "Мария Кузнецова",
  institution_title: "Пекинский университет",
  year: 2024,
  image: { filename: "diploma-kuznetsova.webp" },
  ...overrides,
});
