import type { Teacher } from "../../core/domain/content/teacher";

export const buildTeacher = (overrides: Partial<Teacher> = {}): Teacher => ({
  id: 1,
  name: "Ли Вэй",
  photo: null,
  languages: ["китайский", "русский"],
  experience_years: 6,
  description: null,
  ...overrides,
});
