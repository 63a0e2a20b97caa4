import type { Course } from "../../core/domain/content/course";

export const buildCourse = (overrides: Partial<Course> = {}): Course => ({
  id: 1,
  slug: "hsk-4",
  title: "Подготовка к HSK 4",
  kind: "hsk",
  excerpt: null,
  content: "<p>Онлайн-курс с преподавателем.</p>",
  cover: null,
  lessons_count: 48,
  duration: "3 месяца",
  price: 39_900,
  seo: null,
  ...overrides,
});
