import type { AdmissionWaves } from "../../../core/domain/admission/admission-waves";
import { normalizeAdmissionWaves } from "../../../core/domain/admission/normalize-admission-waves";
import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import type { DegreeProgram } from "../../../core/domain/catalogue/degree-program";
import type { DegreeProgramRef } from "../../../core/domain/catalogue/degree-program-ref";
import type { Direction } from "../../../core/domain/catalogue/direction";
import type { EducationBase } from "../../../core/domain/catalogue/education-base";
import type { EducationBaseExtra } from "../../../core/domain/catalogue/education-base-extra";
import type { Institution } from "../../../core/domain/catalogue/institution";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type { Language } from "../../../core/domain/catalogue/language";
import type { Specialty } from "../../../core/domain/catalogue/specialty";
import type { Comment } from "../../../core/domain/comments/comment";
import { uploadedImageUrl } from "../../../core/domain/image/uploaded-image-url";
import { degreeProgramPriceRange } from "../../../core/domain/price/degree-program-price-range";
import {
  authorOf,
  directionOf,
  INSTITUTION_TYPE_NAMES,
  institutionRefOf,
  isPublishable,
  languageOf,
  placesOf,
  priceOrNull,
  tariffOf,
} from "../mapping/catalogue.mapping";
import { byRussian, imageOrNull, iso, isoOrNull, morphOrNull, seoOrNull, textOrNull } from "../mapping/common.mapping";
import type {
  AdmissionWaveRow,
  DegreeProgramRow,
  EducationBaseRow,
  InstitutionRow,
  UserRow,
} from "../rows/storage-rows";
import type { CatalogueRowSource } from "./catalogue-row-source";

/** How many top-level comments an institution embeds: the collapsed comments list shows three (ADR 008). */
export const EMBEDDED_COMMENTS = 3;

const unique = (ids: readonly (number | null)[]): number[] => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

const byId = <Row extends { readonly id: number }>(rows: readonly Row[]): Map<number, Row> =>
  new Map(rows.map((row) => [row.id, row]));

const groupBy = <Row, K>(rows: readonly Row[], key: (row: Row) => K): Map<K, Row[]> => {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/** 1 grants, 2 scholarships; a paid place (null) and numbers the API does not know read as null. */
const baseTypeOf = (type: number | null): 1 | 2 | null => (type === 1 || type === 2 ? type : null);

/** References of publishable institutions by id. */
export const loadInstitutionRefs = async (
  source: CatalogueRowSource,
  ids: readonly number[],
): Promise<Map<number, InstitutionRef>> => {
  const rows = (await source.institutions(unique(ids))).filter(isPublishable);
  const [countries, cities] = await Promise.all([
    source.countries(unique(rows.map((row) => row.country_id))),
    source.cities(unique(rows.map((row) => row.city_id))),
  ]);
  const countryById = byId(countries);
  const cityById = byId(cities);
  const refs = new Map<number, InstitutionRef>();
  for (const row of rows) {
    const country = countryById.get(row.country_id);
    if (country === undefined) continue;
    refs.set(row.id, institutionRefOf(row, country, row.city_id === null ? null : (cityById.get(row.city_id) ?? null)));
  }
  return refs;
};

/** Waves keep their numbers: a gap in the stored positions is an empty wave at that place. */
const wavesOf = (base: EducationBaseRow, rows: readonly AdmissionWaveRow[]): AdmissionWaves => {
  const last = rows.reduce((max, row) => Math.max(max, row.position), 0);
  const waves = Array.from({ length: Math.min(last, 50) }, (_, index) => {
    const row = rows.find((wave) => wave.position === index + 1);
    return row === undefined ? null : { label: row.label, date_from: iso(row.date_from), date_to: iso(row.date_to) };
  });
  const current = base.waves_current;
  const currentWave = current === 0 ? waves[0] : current === 6 ? waves[waves.length - 1] : waves[current - 1];
  return normalizeAdmissionWaves({
    status: base.waves_status,
    current,
    current_date_from: currentWave?.date_from ?? null,
    current_date_to: currentWave?.date_to ?? null,
    waves: waves.map((wave) => wave ?? {}),
  });
};

const IELTS = /^\d(\.[05])?$/;

const extraOf = (base: EducationBaseRow): EducationBaseExtra => {
  const hsk = base.hsk_level;
  const ielts = base.ielts_level?.trim() ?? "";
  return {
    hsk_level: hsk !== null && hsk >= 1 && hsk <= 9 ? hsk : null,
    ielts_level: IELTS.test(ielts) ? Number(ielts) : null,
  };
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The stored list of required documents as the HTML block of the page; no documents, no block. */
export const requiredDocumentsHtml = (documents: unknown): string | null => {
  if (!Array.isArray(documents)) return null;
  const items = documents.flatMap((document: unknown) => {
    if (typeof document !== "object" || document === null) return [];
    const { title, note } = document as { title?: unknown; note?: unknown };
    if (typeof title !== "string" || title.trim() === "") return [];
    const extra = typeof note === "string" && note.trim() !== "" ? ` — ${escapeHtml(note.trim())}` : "";
    return [`<li>${escapeHtml(title.trim())}${extra}</li>`];
  });
  return items.length === 0 ? null : `<ul>${items.join("")}</ul>`;
};

const dateAndText = (date: Date | null) => {
  const value = isoOrNull(date);
  return { value, text: waveDateText(value) };
};

const programRefOf = (row: DegreeProgramRow): DegreeProgramRef => ({ id: row.id, slug: row.slug, title: row.title });

/** Education bases with everything they embed, in the order given. */
export const assembleEducationBases = async (
  source: CatalogueRowSource,
  rows: readonly EducationBaseRow[],
  refs: { readonly institutions: Map<number, InstitutionRef>; readonly programs: Map<number, DegreeProgramRow> },
): Promise<EducationBase[]> => {
  const bases = rows;
  const ids = bases.map((base) => base.id);
  const [waves, baseLanguages, baseDirections, baseSpecialties, authors] = await Promise.all([
    source.waves(ids),
    source.baseLanguages(ids),
    source.baseDirections(ids),
    source.baseSpecialties(ids),
    source.users(unique(bases.map((base) => base.author_id))),
  ]);
  const specialtyLanguageIds = baseSpecialties.flatMap((link) => link.language_ids);
  const [languages, directions, specialties] = await Promise.all([
    source.languages(unique([...baseLanguages.map((link) => link.language_id), ...specialtyLanguageIds])),
    source.directions(unique(baseDirections.map((link) => link.direction_id))),
    source.specialties(unique(baseSpecialties.map((link) => link.specialty_id))),
  ]);
  const languageById = new Map(languages.map((row) => [row.id, languageOf(row)]));
  const directionById = new Map(directions.map((row) => [row.id, directionOf(row)]));
  const specialtyById = byId(specialties);
  const authorById = byId<UserRow>(authors);
  const wavesOfBase = groupBy(waves, (row) => row.education_base_id);
  const languagesOfBase = groupBy(baseLanguages, (row) => row.education_base_id);
  const directionsOfBase = groupBy(baseDirections, (row) => row.education_base_id);
  const specialtiesOfBase = groupBy(baseSpecialties, (row) => row.education_base_id);
  const languagesIn = (languageIds: readonly number[]): Language[] =>
    unique(languageIds)
      .flatMap((id) => {
        const language = languageById.get(id);
        return language === undefined ? [] : [language];
      })
      .sort(byRussian((language) => language.title));

  return bases.map((base): EducationBase => {
    const program = refs.programs.get(base.degree_program_id);
    const author = base.author_id === null ? undefined : authorById.get(base.author_id);
    const submission = dateAndText(base.submission_at);
    const entrance = dateAndText(base.entrance_at);
    const enrollment = dateAndText(base.enrollment_at);
    const baseDirectionList = (directionsOfBase.get(base.id) ?? [])
      .flatMap((link) => {
        const direction = directionById.get(link.direction_id);
        return direction ? [direction] : [];
      })
      .sort((a, b) => a.id - b.id);
    const specialtyList = (specialtiesOfBase.get(base.id) ?? [])
      .flatMap((link): Specialty[] => {
        const specialty = specialtyById.get(link.specialty_id);
        if (specialty === undefined) return [];
        return [
          {
            id: specialty.id,
            title: specialty.title,
            slug: specialty.slug,
            min_price: priceOrNull(link.min_price),
            max_price: priceOrNull(link.max_price),
            period: textOrNull(link.period),
            languages: languagesIn(link.language_ids),
          },
        ];
      })
      .sort(byRussian((specialty) => specialty.title));
    return {
      id: base.id,
      institution_id: base.institution_id,
      title: base.title,
      excerpt: textOrNull(base.excerpt),
      slug: base.slug,
      min_price: priceOrNull(base.min_price),
      max_price: priceOrNull(base.max_price),
      type: baseTypeOf(base.type),
      enrollment_phase: textOrNull(base.enrollment_phase),
      submission_at: submission.value,
      submission_at_str: submission.text,
      entrance_at: entrance.value,
      entrance_at_str: entrance.text,
      enrollment_at: enrollment.value,
      enrollment_at_str: enrollment.text,
      updated_at: iso(base.updated_at),
      extra: extraOf(base),
      waves: wavesOf(base, wavesOfBase.get(base.id) ?? []),
      institution: refs.institutions.get(base.institution_id) ?? null,
      degree_program: program === undefined ? null : programRefOf(program),
      directions: baseDirectionList as Direction[],
      specialties: specialtyList,
      languages: languagesIn((languagesOfBase.get(base.id) ?? []).map((link) => link.language_id)),
      content: base.content,
      block_required_documents: requiredDocumentsHtml(base.required_documents),
      seo: seoOrNull(base.seo),
      views: Math.max(0, base.views),
      total_places: placesOf(base.total_places),
      available_places: placesOf(base.available_places),
      author: author === undefined ? null : authorOf(author),
      topic_text: textOrNull(base.topic_text),
    };
  });
};

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

const submissionYears = (value: unknown): number[] =>
  Array.isArray(value)
    ? [
        ...new Set(
          value.filter(
            (year): year is number => Number.isInteger(year) && (year as number) >= YEAR_MIN && year <= YEAR_MAX,
          ),
        ),
      ].sort((a, b) => a - b)
    : [];

/** Degree programs with their bases and the summaries over them, in the order given. */
export const assembleDegreePrograms = async (
  source: CatalogueRowSource,
  programs: readonly DegreeProgramRow[],
  institutions: Map<number, InstitutionRef>,
): Promise<DegreeProgram[]> => {
  const baseRows = await source.basesOfPrograms(programs.map((program) => program.id));
  const bases = await assembleEducationBases(source, baseRows, { institutions, programs: byId(programs) });
  const basesOfProgram = groupBy(bases, (base) => base.degree_program?.id ?? 0);
  return programs.map((program): DegreeProgram => {
    const own = basesOfProgram.get(program.id) ?? [];
    const range = degreeProgramPriceRange({ education_bases: own });
    const languages = new Map(own.flatMap((base) => base.languages).map((language) => [language.id, language]));
    const sum = (key: "total_places" | "available_places") => own.reduce((total, base) => total + (base[key] ?? 0), 0);
    return {
      id: program.id,
      title: program.title,
      slug: program.slug,
      excerpt: textOrNull(program.excerpt),
      morph: morphOrNull(program.morph),
      education_bases: own,
      submission_years: submissionYears(program.submission_years),
      education_prices: [...new Set([range.min, range.max].filter((price): price is number => price !== null))],
      education_types: [...new Set(own.flatMap((base) => (base.type === null ? [] : [base.type])))].sort(
        (a, b) => a - b,
      ),
      education_langs: [...languages.values()].sort(byRussian((language) => language.title)),
      institution: institutions.get(program.institution_id) ?? null,
      content: program.content,
      total_places: sum("total_places"),
      available_places: sum("available_places"),
    };
  });
};

const embeddedComments = async (
  source: CatalogueRowSource,
  institutionId: number,
  viewerId: number | null,
): Promise<Comment[]> => {
  const rows = await source.latestTopComments(institutionId, EMBEDDED_COMMENTS);
  const ids = rows.map((row) => row.id);
  const [authors, replies, votes] = await Promise.all([
    source.users(unique(rows.map((row) => row.user_id))),
    source.replyCounts(ids),
    viewerId === null ? Promise.resolve([]) : source.votes(ids, viewerId),
  ]);
  const authorById = byId(authors);
  return rows.map((row): Comment => {
    const author = authorById.get(row.user_id);
    const vote = votes.find((candidate) => candidate.comment_id === row.id)?.action;
    const rating = row.review_rating;
    return {
      id: row.id,
      parent_id: row.parent_id,
      text: row.text,
      attachment_id: row.attachment_id,
      attachment_url: uploadedImageUrl(row.attachment_filename === null ? null : { filename: row.attachment_filename }),
      is_review: row.is_review,
      is_new: false,
      is_updated: row.edited_at !== null,
      rating: rating !== null && rating >= 1 && rating <= 5 ? rating : null,
      author: {
        id: row.user_id,
        name: author === undefined ? "" : authorOf(author).name,
        avatar: author?.avatar_filename ?? null,
      },
      created_at: iso(row.created_at),
      likes: Math.max(0, row.likes),
      dislikes: Math.max(0, row.dislikes),
      user_vote: vote === "like" || vote === "dislike" ? vote : null,
      is_deleted: false,
      replies_count: replies.get(row.id) ?? 0,
    };
  });
};

const score = (value: number): number => Math.min(5, Math.max(0, value));
const rank = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/** The whole institution of spec 3, with the viewer's rating, booking and comment votes. */
export const assembleInstitution = async (
  source: CatalogueRowSource,
  id: number,
  viewerId: number | null,
): Promise<Institution | null> => {
  const [row] = (await source.institutions([id])) as InstitutionRow[];
  if (row === undefined || !isPublishable(row)) return null;
  const refs = await loadInstitutionRefs(source, [id]);
  const ref = refs.get(id);
  if (ref === undefined) return null;
  const [programRows, directionIds, tariffs, authors, comments, rating, booking] = await Promise.all([
    source.programsOfInstitution(id),
    source.institutionDirectionIds(id),
    source.tariffs(unique([row.tariff_id])),
    source.users(unique([row.author_id])),
    embeddedComments(source, id, viewerId),
    viewerId === null ? Promise.resolve(null) : source.rating(id, viewerId),
    viewerId === null ? Promise.resolve(null) : source.latestBooking(id, viewerId),
  ]);
  const [directions, degreePrograms] = await Promise.all([
    source.directions(unique(directionIds.length > 0 ? directionIds : row.direction_ids)),
    assembleDegreePrograms(source, programRows, refs),
  ]);
  const userRating = rating?.value ?? null;
  return {
    ...ref,
    type_name: INSTITUTION_TYPE_NAMES[ref.type],
    morph: morphOrNull(row.morph),
    acronym: textOrNull(row.acronym),
    photo: imageOrNull(row.photo),
    updated_at: iso(row.updated_at),
    price: priceOrNull(row.price),
    views: Math.max(0, row.views),
    site: textOrNull(row.site),
    has_grants: row.has_grants,
    rating: score(row.rating),
    ratings_count: Math.max(0, row.ratings_count),
    user_rating: userRating !== null && userRating >= 1 && userRating <= 5 ? userRating : null,
    comments_count: Math.max(0, row.comments_count),
    rating_by_reviews: row.rating_by_reviews > 0 ? score(row.rating_by_reviews) : null,
    rank_place: rank(row.rank_place),
    rank_place_country: rank(row.rank_place_country),
    rank_place_world: rank(row.rank_place_world),
    places_applicants: placesOf(row.places_applicants),
    is_partner: row.is_partner,
    content: row.content,
    seo: seoOrNull(row.seo),
    directions: directions
      .flatMap((direction) => {
        const mapped = directionOf(direction);
        return mapped === null ? [] : [mapped];
      })
      .sort((a, b) => a.id - b.id),
    degree_programs: degreePrograms,
    tariff: tariffs[0] === undefined ? null : tariffOf(tariffs[0]),
    author: authors[0] === undefined ? null : authorOf(authors[0]),
    topic_text: textOrNull(row.topic_text),
    comments,
    booking: booking === null ? null : { id: booking.id, status: booking.status, created_at: iso(booking.created_at) },
  };
};

/** One degree program of an institution by slug. */
export const assembleDegreeProgram = async (
  source: CatalogueRowSource,
  institutionId: number,
  slug: string,
): Promise<DegreeProgram | null> => {
  const program = await source.programBySlug(institutionId, slug);
  if (program === null) return null;
  const refs = await loadInstitutionRefs(source, [institutionId]);
  if (!refs.has(institutionId)) return null;
  const [assembled] = await assembleDegreePrograms(source, [program], refs);
  return assembled ?? null;
};

/** One education base by id (of a publishable institution). */
export const assembleEducationBase = async (source: CatalogueRowSource, id: number): Promise<EducationBase | null> => {
  const [row] = await source.bases([id]);
  if (row === undefined) return null;
  const [refs, programs] = await Promise.all([
    loadInstitutionRefs(source, [row.institution_id]),
    source.programs([row.degree_program_id]),
  ]);
  if (!refs.has(row.institution_id)) return null;
  const [base] = await assembleEducationBases(source, [row], { institutions: refs, programs: byId(programs) });
  return base ?? null;
};
