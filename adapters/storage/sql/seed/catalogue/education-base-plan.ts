import { countText } from "../../../../../core/domain/text/count-text";
import { PLACE_FORMS } from "../../../../../core/domain/text/counted-nouns";
import { baseAdmission } from "./base-admission";
import type { BaseKind, BaseSpec } from "./base-spec";
import { baseTexts } from "./base-texts";
import { reference } from "./catalogue-reference";
import type { CatalogueRows } from "./catalogue-rows";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { SpecialtySlug } from "./data/specialties.data";
import type { InstitutionContext } from "./institution-context";
import { type LanguageRequirement, languageRequirement } from "./language-requirement";
import { latinSlug } from "./latin-slug";
import { memoized } from "./memoized";
import { pricedSpecialties } from "./priced-specialties";
import { requiredDocuments } from "./required-documents";

/** What the program and institution planners need to know about a generated base. */
export type PlannedBase = Readonly<{
  type: 1 | 2 | null;
  isLanguageCourse: boolean;
  minPrice: number;
  directions: readonly number[];
  languages: readonly string[];
  available: number;
}>;

export type ProgramRef = Readonly<{ id: number; level: ProgramLevelSlug }>;

const BASE_TYPE: Readonly<Record<BaseKind, 1 | 2 | null>> = {
  paid: null,
  grant: 1,
  scholarship: 2,
  "language-semester": null,
  "language-year": null,
  "language-grant": 1,
};

const PLACES: Readonly<Record<BaseKind, readonly [number, number]>> = {
  paid: [10, 120],
  grant: [2, 15],
  scholarship: [5, 30],
  "language-semester": [30, 200],
  "language-year": [30, 200],
  "language-grant": [3, 10],
};

const titleSlug = memoized((title) => latinSlug(title, "base"));

const requirementText = ({ hskLevel, ieltsLevel }: LanguageRequirement): string =>
  hskLevel !== null
    ? `Требуемый уровень языка: HSK ${hskLevel}.`
    : ieltsLevel !== null
      ? `Требуемый уровень языка: IELTS ${ieltsLevel}.`
      : "Уровень языка определяют тестированием или на собеседовании.";

const placesText = (total: number, available: number): string =>
  available === 0
    ? `Все места заняты: всего ${countText(total, PLACE_FORMS)}.`
    : `Всего мест: ${total}, свободных: ${available}.`;

/** A full base takes no documents, whatever its waves say (ADR 032: places win over waves). */
const FULL_PHASE = "Все места заняты, документы не принимаются";

/** Appends one education base with its waves, languages, directions and specialties to `rows`. */
export const planEducationBase = (
  context: InstitutionContext,
  program: ProgramRef,
  spec: BaseSpec,
  specialties: readonly SpecialtySlug[],
  rows: CatalogueRows,
): PlannedBase => {
  const { random, country, now, ids, lean, fact, morph } = context;
  const id = ids.base();
  const priced = pricedSpecialties(context, program.level, spec, specialties);
  const [fewest, most] = PLACES[spec.kind];
  const total = random.int(fewest, most);
  const available = random.chance(0.07) ? 0 : random.int(1, total);
  const admission = baseAdmission(context, program.level, spec.kind);
  const requirement = languageRequirement(program.level, spec.kind, spec.languages[0] ?? "kitajskij", country.slug);
  const texts = baseTexts(context, spec, priced.entries[0]?.period ?? "", priced.range);
  const documents = requiredDocuments({ level: program.level, kind: spec.kind, country: country.slug, ...requirement });
  const languageIds = spec.languages.map((slug) => reference.language(slug).id);
  const isLanguageCourse = spec.kind.startsWith("language-");
  rows.educationBases.push({
    id,
    institution_id: context.id,
    degree_program_id: program.id,
    title: texts.title,
    excerpt: texts.excerpt,
    slug: `${titleSlug(texts.title)}-${id}`,
    min_price: priced.range.min,
    max_price: priced.range.max,
    type: BASE_TYPE[spec.kind],
    is_language_course: isLanguageCourse,
    enrollment_phase: available === 0 ? FULL_PHASE : admission.enrollmentPhase,
    submission_at: admission.submissionAt,
    entrance_at: admission.entranceAt,
    enrollment_at: admission.enrollmentAt,
    hsk_level: requirement.hskLevel,
    ielts_level: requirement.ieltsLevel,
    waves_status: admission.status,
    waves_current: admission.current,
    content: `<p>${texts.excerpt}.</p><p>${requirementText(requirement)}</p>${lean ? "" : `<p>${placesText(total, available)}</p>`}`,
    // Synthetic bases keep their rows small: document titles without notes, a title-only SEO block.
    required_documents: lean ? documents.map(({ title }) => ({ title })) : documents,
    seo: lean
      ? { title: `${texts.title} — ${fact.ru}` }
      : {
          title: `${texts.title} — ${fact.ru}`,
          description: `${texts.excerpt}. Поступление в ${morph.accusative} с агентством «Шуюань».`,
        },
    views: random.int(20, 3_000),
    total_places: total,
    available_places: available,
    author_id: null,
    topic_text: "",
    updated_at: now,
  });
  for (const wave of admission.waves) {
    const { position, label, from, to } = wave;
    rows.admissionWaves.push({ id: ids.wave(), education_base_id: id, position, label, date_from: from, date_to: to });
  }
  for (const language_id of languageIds) rows.educationBaseLanguages.push({ education_base_id: id, language_id });
  for (const direction_id of priced.directions)
    rows.educationBaseDirections.push({ education_base_id: id, direction_id });
  for (const { specialty, min, max, period } of priced.entries) {
    rows.educationBaseSpecialties.push({
      education_base_id: id,
      specialty_id: specialty.id,
      min_price: min,
      max_price: max,
      period,
      language_ids: languageIds,
    });
  }
  return {
    type: BASE_TYPE[spec.kind],
    isLanguageCourse,
    minPrice: priced.range.min,
    directions: priced.directions,
    languages: spec.languages,
    available,
  };
};
