import type { CourseApplication, UniversityApplication } from "../../core/domain/catalogue/application";
import { buildInstitutionRef } from "./institution-ref.builder";

export const buildApplication = (overrides: Partial<UniversityApplication> = {}): UniversityApplication => ({
  id: 1,
  status: "checking",
  institution: buildInstitutionRef(),
  education_base: { id: 501, slug: "bakalavriat-grant-501", title: "Бакалавриат: грант правительства Китая" },
  target: "education_base",
  degree_program: { id: 301, slug: "bakalavriat", title: "Бакалавриат" },
  created_at: "2025-10-10T10:00:00.000Z",
  updated_at: "2025-10-12T10:00:00.000Z",
  ...overrides,
});

export const buildCourseApplication = (overrides: Partial<CourseApplication> = {}): CourseApplication => ({
  id: 2,
  status: "registering",
  target: "course",
  course: { id: 7, slug: "kitajskij-s-nulya-onlajn", title: "Китайский с нуля онлайн", kind: "online" },
  created_at: "2025-10-10T10:00:00.000Z",
  updated_at: "2025-10-12T10:00:00.000Z",
  ...overrides,
});
