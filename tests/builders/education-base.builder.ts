import type { EducationBase } from "../../core/domain/catalogue/education-base";
import { buildDirection } from "./direction.builder";
import { buildInstitutionRef } from "./institution-ref.builder";
import { buildLanguage } from "./language.builder";
import { buildSeo } from "./seo.builder";
import { buildSpecialty } from "./specialty.builder";

/** A grant place of a bachelor's program with one open wave; its slug ends in its id. */
export const buildEducationBase = (overrides: Partial<EducationBase> = {}): EducationBase => {
  const id = overrides.id ?? 501;
  const institution = overrides.institution ?? buildInstitutionRef();
  return {
    id,
    institution_id: institution?.id ?? 101,
    title: "Бакалавриат: грант правительства Китая",
    excerpt: "Полное покрытие обучения и проживания",
    slug: `bakalavriat-grant-${id}`,
    min_price: 0,
    max_price: 0,
    type: 1,
    enrollment_phase: "Идёт набор",
    submission_at: "2026-01-15T09:00:00.000Z",
    submission_at_str: "15 января 2026",
    entrance_at: null,
    entrance_at_str: null,
    enrollment_at: "2026-09-01T06:00:00.000Z",
    enrollment_at_str: "1 сентября 2026",
    updated_at: "2025-11-20T10:00:00.000Z",
    extra: { hsk_level: 4, ielts_level: 6.5 },
    waves: {
      status: "open",
      current: 1,
      current_date_from: "2026-01-15T09:00:00.000Z",
      current_date_to: "2026-03-31T20:59:59.000Z",
      waves: [
        {
          label: "1 волна",
          date_from: "2026-01-15T09:00:00.000Z",
          date_to: "2026-03-31T20:59:59.000Z",
          date_from_str: "15 января 2026",
          date_to_str: "31 марта 2026",
        },
      ],
    },
    institution,
    degree_program: { id: 301, slug: "bakalavriat", title: "Бакалавриат" },
    directions: [buildDirection(1)],
    specialties: [buildSpecialty()],
    languages: [buildLanguage()],
    content: "<p>Грант покрывает обучение, общежитие и страховку.</p>",
    block_required_documents: "<ul><li>Паспорт</li><li>Аттестат</li></ul>",
    seo: buildSeo(),
    views: 240,
    total_places: 20,
    available_places: 12,
    author: null,
    topic_text: null,
    ...overrides,
  };
};
