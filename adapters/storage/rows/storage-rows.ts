import type * as schema from "../sql/schema";

/**
 * Rows of the tables the read side uses, as the database stores them (drizzle's select shapes). The memory
 * repositories keep these rows in arrays and the SQL ones read them, so both map them with the same functions.
 */
export type CountryRow = typeof schema.countries.$inferSelect;
export type CityRow = typeof schema.cities.$inferSelect;
export type TariffRow = typeof schema.tariffs.$inferSelect;
export type DirectionRow = typeof schema.directions.$inferSelect;
export type LanguageRow = typeof schema.languages.$inferSelect;
export type ProgramLevelRow = typeof schema.programLevels.$inferSelect;
export type SpecialtyRow = typeof schema.specialties.$inferSelect;
export type InstitutionRow = typeof schema.institutions.$inferSelect;
export type InstitutionDirectionRow = typeof schema.institutionDirections.$inferSelect;
export type DegreeProgramRow = typeof schema.degreePrograms.$inferSelect;
export type EducationBaseRow = typeof schema.educationBases.$inferSelect;
export type AdmissionWaveRow = typeof schema.admissionWaves.$inferSelect;
export type EducationBaseLanguageRow = typeof schema.educationBaseLanguages.$inferSelect;
export type EducationBaseDirectionRow = typeof schema.educationBaseDirections.$inferSelect;
export type EducationBaseSpecialtyRow = typeof schema.educationBaseSpecialties.$inferSelect;
export type UserRow = typeof schema.users.$inferSelect;
export type SessionRow = typeof schema.sessions.$inferSelect;
export type SocialLinkRow = typeof schema.socialLinks.$inferSelect;
export type RatingRow = typeof schema.ratings.$inferSelect;
export type CommentRow = typeof schema.comments.$inferSelect;
export type CommentVoteRow = typeof schema.commentVotes.$inferSelect;
export type BookingRow = typeof schema.bookings.$inferSelect;
export type PageRow = typeof schema.pages.$inferSelect;
export type BlogCategoryRow = typeof schema.blogCategories.$inferSelect;
export type BlogPostRow = typeof schema.blogPosts.$inferSelect;
export type FaqEntryRow = typeof schema.faqEntries.$inferSelect;
export type TeamMemberRow = typeof schema.teamMembers.$inferSelect;
export type CertificateRow = typeof schema.certificates.$inferSelect;
export type DiplomaRow = typeof schema.diplomas.$inferSelect;
export type ReviewRow = typeof schema.reviews.$inferSelect;
export type CourseRow = typeof schema.courses.$inferSelect;
export type TeacherRow = typeof schema.teachers.$inferSelect;
export type NotificationRow = typeof schema.notifications.$inferSelect;
export type BannerRow = typeof schema.banners.$inferSelect;
export type LayoutSettingRow = typeof schema.layoutSettings.$inferSelect;
export type NoticeRow = typeof schema.notices.$inferSelect;

/** A set of rows per table, in an order that satisfies the foreign keys when inserted table by table. */
export type StorageRows = {
  users: UserRow[];
  sessions: SessionRow[];
  socialLinks: SocialLinkRow[];
  countries: CountryRow[];
  cities: CityRow[];
  tariffs: TariffRow[];
  directions: DirectionRow[];
  languages: LanguageRow[];
  programLevels: ProgramLevelRow[];
  specialties: SpecialtyRow[];
  institutions: InstitutionRow[];
  institutionDirections: InstitutionDirectionRow[];
  degreePrograms: DegreeProgramRow[];
  educationBases: EducationBaseRow[];
  admissionWaves: AdmissionWaveRow[];
  educationBaseLanguages: EducationBaseLanguageRow[];
  educationBaseDirections: EducationBaseDirectionRow[];
  educationBaseSpecialties: EducationBaseSpecialtyRow[];
  ratings: RatingRow[];
  comments: CommentRow[];
  commentVotes: CommentVoteRow[];
  bookings: BookingRow[];
  pages: PageRow[];
  blogCategories: BlogCategoryRow[];
  blogPosts: BlogPostRow[];
  faqEntries: FaqEntryRow[];
  teamMembers: TeamMemberRow[];
  certificates: CertificateRow[];
  diplomas: DiplomaRow[];
  reviews: ReviewRow[];
  courses: CourseRow[];
  teachers: TeacherRow[];
  notifications: NotificationRow[];
  banners: BannerRow[];
  layoutSettings: LayoutSettingRow[];
  notices: NoticeRow[];
};

export const TABLE_ORDER: readonly (keyof StorageRows)[] = [
  "users",
  "sessions",
  "socialLinks",
  "countries",
  "cities",
  "tariffs",
  "directions",
  "languages",
  "programLevels",
  "specialties",
  "institutions",
  "institutionDirections",
  "degreePrograms",
  "educationBases",
  "admissionWaves",
  "educationBaseLanguages",
  "educationBaseDirections",
  "educationBaseSpecialties",
  "ratings",
  "comments",
  "commentVotes",
  "bookings",
  "pages",
  "blogCategories",
  "blogPosts",
  "faqEntries",
  "teamMembers",
  "certificates",
  "diplomas",
  "reviews",
  "courses",
  "teachers",
  "notifications",
  "banners",
  "layoutSettings",
  "notices",
];

/** A full set of empty tables with some of them filled. */
export const storageRows = (rows: Partial<StorageRows> = {}): StorageRows => ({
  ...(Object.fromEntries(TABLE_ORDER.map((table) => [table, []])) as unknown as StorageRows),
  ...rows,
});
