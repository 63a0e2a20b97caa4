import type { CatalogueReadRepository } from "../../../core/ports/catalogue-read-repository.port";
import { facetsOf, mapCountriesOf, type PlaceCount } from "../catalogue-read/catalogue-aggregates";
import {
  assembleDegreeProgram,
  assembleEducationBase,
  assembleInstitution,
  loadInstitutionRefs,
} from "../catalogue-read/catalogue-assembly";
import type { CatalogueRowSource } from "../catalogue-read/catalogue-row-source";
import { INSTITUTION_RELATION, isPublishable } from "../mapping/catalogue.mapping";
import type { StorageRows } from "../rows/storage-rows";

const pick =
  <Row>(rows: () => readonly Row[], key: (row: Row) => number) =>
  async (ids: readonly number[]): Promise<readonly Row[]> => {
    const wanted = new Set(ids);
    return rows().filter((row) => wanted.has(key(row)));
  };

const newestFirst = (a: { created_at: Date; id: number }, b: { created_at: Date; id: number }) =>
  b.created_at.getTime() - a.created_at.getTime() || b.id - a.id;

/** Row reads of the catalogue assembly over in-memory tables. */
export function memoryCatalogueRowSource(tables: StorageRows): CatalogueRowSource {
  return {
    institutions: pick(
      () => tables.institutions,
      (row) => row.id,
    ),
    countries: pick(
      () => tables.countries,
      (row) => row.id,
    ),
    cities: pick(
      () => tables.cities,
      (row) => row.id,
    ),
    tariffs: pick(
      () => tables.tariffs,
      (row) => row.id,
    ),
    users: pick(
      () => tables.users,
      (row) => row.id,
    ),
    directions: pick(
      () => tables.directions,
      (row) => row.id,
    ),
    languages: pick(
      () => tables.languages,
      (row) => row.id,
    ),
    specialties: pick(
      () => tables.specialties,
      (row) => row.id,
    ),
    async institutionDirectionIds(institutionId) {
      return tables.institutionDirections
        .filter((row) => row.institution_id === institutionId)
        .map((row) => row.direction_id);
    },
    async programsOfInstitution(institutionId) {
      return tables.degreePrograms.filter((row) => row.institution_id === institutionId).sort((a, b) => a.id - b.id);
    },
    async programBySlug(institutionId, slug) {
      return tables.degreePrograms.find((row) => row.institution_id === institutionId && row.slug === slug) ?? null;
    },
    programs: pick(
      () => tables.degreePrograms,
      (row) => row.id,
    ),
    basesOfPrograms: async (ids) =>
      (
        await pick(
          () => tables.educationBases,
          (row) => row.degree_program_id,
        )(ids)
      )
        .slice()
        .sort((a, b) => a.id - b.id),
    bases: pick(
      () => tables.educationBases,
      (row) => row.id,
    ),
    waves: async (ids) =>
      (
        await pick(
          () => tables.admissionWaves,
          (row) => row.education_base_id,
        )(ids)
      )
        .slice()
        .sort((a, b) => a.education_base_id - b.education_base_id || a.position - b.position),
    baseLanguages: pick(
      () => tables.educationBaseLanguages,
      (row) => row.education_base_id,
    ),
    baseDirections: pick(
      () => tables.educationBaseDirections,
      (row) => row.education_base_id,
    ),
    baseSpecialties: pick(
      () => tables.educationBaseSpecialties,
      (row) => row.education_base_id,
    ),
    async latestTopComments(institutionId, limit) {
      return (
        tables.comments
          .filter(
            (row) =>
              row.relation_type === INSTITUTION_RELATION &&
              row.relation_id === institutionId &&
              row.parent_id === null &&
              row.deleted_at === null &&
              row.hidden_at === null,
          )
          .sort(newestFirst)
          .slice(0, limit)
          // These tables hold no uploads: an attachment's file name is not known here.
          .map((row) => ({ ...row, attachment_filename: null }))
      );
    },
    async replyCounts(ids) {
      const counts = new Map<number, number>();
      for (const row of tables.comments) {
        if (row.parent_id === null || row.deleted_at !== null || row.hidden_at !== null) continue;
        if (!ids.includes(row.parent_id)) continue;
        counts.set(row.parent_id, (counts.get(row.parent_id) ?? 0) + 1);
      }
      return counts;
    },
    async votes(ids, userId) {
      return tables.commentVotes.filter((row) => ids.includes(row.comment_id) && row.user_id === userId);
    },
    async rating(institutionId, userId) {
      return tables.ratings.find((row) => row.institution_id === institutionId && row.user_id === userId) ?? null;
    },
    async latestBooking(institutionId, userId) {
      return (
        tables.bookings
          .filter((row) => row.institution_id === institutionId && row.user_id === userId)
          .sort(newestFirst)[0] ?? null
      );
    },
  };
}

/** The catalogue read side over in-memory tables (the test double of the SQL repository). */
export function memoryCatalogueReadRepository(tables: StorageRows): CatalogueReadRepository {
  const source = memoryCatalogueRowSource(tables);
  const published = () => tables.institutions.filter(isPublishable);
  const counts = (): PlaceCount[] => {
    const byPlace = new Map<string, PlaceCount>();
    for (const row of published()) {
      const key = `${row.country_id}:${row.city_id}`;
      const current = byPlace.get(key);
      byPlace.set(key, { country: row.country_id, city: row.city_id, count: (current?.count ?? 0) + 1 });
    }
    return [...byPlace.values()];
  };

  return {
    async institutionIdBySlug(slug) {
      return published().find((row) => row.slug === slug)?.id ?? null;
    },
    institution: (id, viewerId) => assembleInstitution(source, id, viewerId),
    async countInstitutionView(id) {
      const row = published().find((candidate) => candidate.id === id);
      if (row === undefined) return false;
      row.views += 1;
      return true;
    },
    degreeProgram: (institutionId, slug) => assembleDegreeProgram(source, institutionId, slug),
    educationBase: (id) => assembleEducationBase(source, id),
    async countEducationBaseView(id) {
      const row = tables.educationBases.find((candidate) => candidate.id === id);
      if (row === undefined) return false;
      row.views += 1;
      return true;
    },
    async listingFacets() {
      const prices = published().flatMap((row) => (row.min_price === null ? [] : [row.min_price]));
      return facetsOf({
        countries: tables.countries,
        cities: tables.cities,
        languages: tables.languages,
        programLevels: tables.programLevels,
        directions: tables.directions,
        specialties: tables.specialties,
        counts: counts(),
        minPrice: prices.length === 0 ? null : Math.min(...prices),
      });
    },
    async mapCountries() {
      return mapCountriesOf({ countries: tables.countries, cities: tables.cities, counts: counts() });
    },
    institutionRefs: (ids) => loadInstitutionRefs(source, ids),
    async demandInstitutions(limit) {
      if (limit <= 0) return [];
      const top = published()
        .sort((a, b) => b.views - a.views || b.rating - a.rating || a.id - b.id)
        .slice(0, limit);
      const refs = await loadInstitutionRefs(
        source,
        top.map((row) => row.id),
      );
      return top.flatMap((row) => {
        const ref = refs.get(row.id);
        return ref === undefined ? [] : [ref];
      });
    },
  };
}
