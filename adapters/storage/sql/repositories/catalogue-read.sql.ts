import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { InstitutionRef } from "../../../../core/domain/catalogue/institution-ref";
import type { ListingFacets } from "../../../../core/domain/listing/facets";
import type {
  CatalogueReadRepository,
  MapCountryWithPlaces,
} from "../../../../core/ports/catalogue-read-repository.port";
import { facetsOf, mapCountriesOf } from "../../catalogue-read/catalogue-aggregates";
import {
  assembleDegreeProgram,
  assembleEducationBase,
  assembleInstitution,
  loadInstitutionRefs,
} from "../../catalogue-read/catalogue-assembly";
import type { CatalogueRowSource } from "../../catalogue-read/catalogue-row-source";
import { INSTITUTION_RELATION } from "../../mapping/catalogue.mapping";
import type { Database } from "../database";
import {
  admissionWaves,
  bookings,
  cities,
  comments,
  commentVotes,
  countries,
  degreePrograms,
  directions,
  educationBaseDirections,
  educationBaseLanguages,
  educationBaseSpecialties,
  educationBases,
  institutionDirections,
  institutions,
  languages,
  programLevels,
  ratings,
  specialties,
  tariffs,
  uploads,
  users,
} from "../schema";

/** Institutions the API can describe: a type 1..3 and a slug ending in dash plus digits. */
const publishable = and(inArray(institutions.type, [1, 2, 3]), sql`${institutions.slug} ~ '^[^[:space:]/]*-[0-9]+$'`);

const none = Promise.resolve([]);

/** Row reads of the catalogue assembly over SQL (also used for the institution references of content). */
export function sqlCatalogueRowSource(db: Database): CatalogueRowSource {
  return {
    institutions: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(institutions)
            .where(inArray(institutions.id, [...ids])),
    countries: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(countries)
            .where(inArray(countries.id, [...ids])),
    cities: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(cities)
            .where(inArray(cities.id, [...ids])),
    tariffs: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(tariffs)
            .where(inArray(tariffs.id, [...ids])),
    users: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(users)
            .where(inArray(users.id, [...ids])),
    directions: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(directions)
            .where(inArray(directions.id, [...ids])),
    languages: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(languages)
            .where(inArray(languages.id, [...ids])),
    specialties: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(specialties)
            .where(inArray(specialties.id, [...ids])),
    async institutionDirectionIds(institutionId) {
      const rows = await db
        .select({ id: institutionDirections.direction_id })
        .from(institutionDirections)
        .where(eq(institutionDirections.institution_id, institutionId));
      return rows.map((row) => row.id);
    },
    programsOfInstitution: (institutionId) =>
      db
        .select()
        .from(degreePrograms)
        .where(eq(degreePrograms.institution_id, institutionId))
        .orderBy(asc(degreePrograms.id)),
    async programBySlug(institutionId, slug) {
      const [row] = await db
        .select()
        .from(degreePrograms)
        .where(and(eq(degreePrograms.institution_id, institutionId), eq(degreePrograms.slug, slug)))
        .limit(1);
      return row ?? null;
    },
    programs: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(degreePrograms)
            .where(inArray(degreePrograms.id, [...ids])),
    basesOfPrograms: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(educationBases)
            .where(inArray(educationBases.degree_program_id, [...ids]))
            .orderBy(asc(educationBases.id)),
    bases: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(educationBases)
            .where(inArray(educationBases.id, [...ids])),
    waves: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(admissionWaves)
            .where(inArray(admissionWaves.education_base_id, [...ids]))
            .orderBy(asc(admissionWaves.education_base_id), asc(admissionWaves.position)),
    baseLanguages: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(educationBaseLanguages)
            .where(inArray(educationBaseLanguages.education_base_id, [...ids])),
    baseDirections: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(educationBaseDirections)
            .where(inArray(educationBaseDirections.education_base_id, [...ids])),
    baseSpecialties: (ids) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(educationBaseSpecialties)
            .where(inArray(educationBaseSpecialties.education_base_id, [...ids])),
    latestTopComments: async (institutionId, limit) => {
      const rows = await db
        .select({ comment: comments, attachment_filename: uploads.filename })
        .from(comments)
        .leftJoin(uploads, eq(uploads.id, comments.attachment_id))
        .where(
          and(
            eq(comments.relation_type, INSTITUTION_RELATION),
            eq(comments.relation_id, institutionId),
            isNull(comments.parent_id),
            isNull(comments.deleted_at),
            isNull(comments.hidden_at),
          ),
        )
        .orderBy(desc(comments.created_at), desc(comments.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.comment, attachment_filename: row.attachment_filename }));
    },
    async replyCounts(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ parent: comments.parent_id, count: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(inArray(comments.parent_id, [...ids]), isNull(comments.deleted_at), isNull(comments.hidden_at)))
        .groupBy(comments.parent_id);
      return new Map(rows.map((row) => [row.parent ?? 0, Number(row.count)]));
    },
    votes: (ids, userId) =>
      ids.length === 0
        ? none
        : db
            .select()
            .from(commentVotes)
            .where(and(inArray(commentVotes.comment_id, [...ids]), eq(commentVotes.user_id, userId))),
    async rating(institutionId, userId) {
      const [row] = await db
        .select()
        .from(ratings)
        .where(and(eq(ratings.institution_id, institutionId), eq(ratings.user_id, userId)))
        .limit(1);
      return row ?? null;
    },
    async latestBooking(institutionId, userId) {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.institution_id, institutionId), eq(bookings.user_id, userId)))
        .orderBy(desc(bookings.created_at), desc(bookings.id))
        .limit(1);
      return row ?? null;
    },
  };
}

/** The catalogue's read side over SQL. Institution counts per place are computed by the database (::int). */
export function sqlCatalogueReadRepository(db: Database): CatalogueReadRepository {
  const source = sqlCatalogueRowSource(db);

  const institutionCounts = async () => {
    const rows = await db
      .select({
        country: institutions.country_id,
        city: institutions.city_id,
        count: sql<number>`count(*)::int`,
      })
      .from(institutions)
      .where(publishable)
      .groupBy(institutions.country_id, institutions.city_id);
    return rows.map((row) => ({ country: row.country, city: row.city, count: Number(row.count) }));
  };

  return {
    async institutionIdBySlug(slug) {
      const [row] = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(and(eq(institutions.slug, slug), publishable))
        .limit(1);
      return row?.id ?? null;
    },
    institution: (id, viewerId) => assembleInstitution(source, id, viewerId),
    async countInstitutionView(id) {
      const rows = await db
        .update(institutions)
        .set({ views: sql`${institutions.views} + 1` })
        .where(and(eq(institutions.id, id), publishable))
        .returning({ id: institutions.id });
      return rows.length > 0;
    },
    degreeProgram: (institutionId, slug) => assembleDegreeProgram(source, institutionId, slug),
    educationBase: (id) => assembleEducationBase(source, id),
    async countEducationBaseView(id) {
      const rows = await db
        .update(educationBases)
        .set({ views: sql`${educationBases.views} + 1` })
        .where(eq(educationBases.id, id))
        .returning({ id: educationBases.id });
      return rows.length > 0;
    },
    async listingFacets(): Promise<ListingFacets> {
      const [countryRows, cityRows, languageRows, levelRows, directionRows, specialtyRows, counts, price] =
        await Promise.all([
          db.select().from(countries),
          db.select().from(cities),
          db.select().from(languages),
          db.select().from(programLevels),
          db.select().from(directions),
          db.select().from(specialties),
          institutionCounts(),
          db
            .select({ min: sql<number | null>`min(${institutions.min_price})::int` })
            .from(institutions)
            .where(publishable),
        ]);
      return facetsOf({
        countries: countryRows,
        cities: cityRows,
        languages: languageRows,
        programLevels: levelRows,
        directions: directionRows,
        specialties: specialtyRows,
        counts,
        minPrice: price[0]?.min ?? null,
      });
    },
    async mapCountries(): Promise<readonly MapCountryWithPlaces[]> {
      const [countryRows, cityRows, counts] = await Promise.all([
        db.select().from(countries),
        db.select().from(cities),
        institutionCounts(),
      ]);
      return mapCountriesOf({ countries: countryRows, cities: cityRows, counts });
    },
    institutionRefs: (ids) => loadInstitutionRefs(source, ids),
    async demandInstitutions(limit): Promise<readonly InstitutionRef[]> {
      if (limit <= 0) return [];
      const rows = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(publishable)
        .orderBy(desc(institutions.views), desc(institutions.rating), asc(institutions.id))
        .limit(limit);
      const refs = await loadInstitutionRefs(
        source,
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => {
        const ref = refs.get(row.id);
        return ref === undefined ? [] : [ref];
      });
    },
  };
}
