import type {
  AdmissionWaveRow,
  BookingRow,
  CityRow,
  CommentRow,
  CommentVoteRow,
  CountryRow,
  DegreeProgramRow,
  DirectionRow,
  EducationBaseDirectionRow,
  EducationBaseLanguageRow,
  EducationBaseRow,
  EducationBaseSpecialtyRow,
  InstitutionRow,
  LanguageRow,
  RatingRow,
  SpecialtyRow,
  TariffRow,
  UserRow,
} from "../rows/storage-rows";

type ByIds<Row> = (ids: readonly number[]) => Promise<readonly Row[]>;

/**
 * Plain row reads the catalogue assembly needs; the SQL and memory repositories each implement it, so the
 * mapping from rows to the API's entities is one piece of code. Lists come in the order stated.
 */
export interface CatalogueRowSource {
  institutions: ByIds<InstitutionRow>;
  countries: ByIds<CountryRow>;
  cities: ByIds<CityRow>;
  tariffs: ByIds<TariffRow>;
  users: ByIds<UserRow>;
  directions: ByIds<DirectionRow>;
  languages: ByIds<LanguageRow>;
  specialties: ByIds<SpecialtyRow>;
  /** The directions linked to the institution itself. */
  institutionDirectionIds(institutionId: number): Promise<readonly number[]>;
  /** By id. */
  programsOfInstitution(institutionId: number): Promise<readonly DegreeProgramRow[]>;
  programBySlug(institutionId: number, slug: string): Promise<DegreeProgramRow | null>;
  programs: ByIds<DegreeProgramRow>;
  /** By id. */
  basesOfPrograms: ByIds<EducationBaseRow>;
  bases: ByIds<EducationBaseRow>;
  /** By base, then position. */
  waves: ByIds<AdmissionWaveRow>;
  baseLanguages: ByIds<EducationBaseLanguageRow>;
  baseDirections: ByIds<EducationBaseDirectionRow>;
  baseSpecialties: ByIds<EducationBaseSpecialtyRow>;
  /**
   * Live (neither deleted nor hidden by staff) top-level comments on the institution, newest first, each with the
   * stored name of its attached picture.
   */
  latestTopComments(
    institutionId: number,
    limit: number,
  ): Promise<readonly (CommentRow & { readonly attachment_filename: string | null })[]>;
  /** Live replies per comment id (comments without replies may be missing). */
  replyCounts(commentIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
  votes(commentIds: readonly number[], userId: number): Promise<readonly CommentVoteRow[]>;
  rating(institutionId: number, userId: number): Promise<RatingRow | null>;
  /** The user's most recent booking for the institution. */
  latestBooking(institutionId: number, userId: number): Promise<BookingRow | null>;
}
