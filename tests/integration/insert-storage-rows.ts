import type { PgTable } from "drizzle-orm/pg-core";
import { type StorageRows, TABLE_ORDER } from "../../adapters/storage/rows/storage-rows";
import type { Database } from "../../adapters/storage/sql/database";
import * as schema from "../../adapters/storage/sql/schema";

const TABLES: Readonly<Record<keyof StorageRows, PgTable>> = {
  users: schema.users,
  sessions: schema.sessions,
  socialLinks: schema.socialLinks,
  countries: schema.countries,
  cities: schema.cities,
  tariffs: schema.tariffs,
  directions: schema.directions,
  languages: schema.languages,
  programLevels: schema.programLevels,
  specialties: schema.specialties,
  institutions: schema.institutions,
  institutionDirections: schema.institutionDirections,
  degreePrograms: schema.degreePrograms,
  educationBases: schema.educationBases,
  admissionWaves: schema.admissionWaves,
  educationBaseLanguages: schema.educationBaseLanguages,
  educationBaseDirections: schema.educationBaseDirections,
  educationBaseSpecialties: schema.educationBaseSpecialties,
  ratings: schema.ratings,
  comments: schema.comments,
  commentVotes: schema.commentVotes,
  bookings: schema.bookings,
  pages: schema.pages,
  blogCategories: schema.blogCategories,
  blogPosts: schema.blogPosts,
  faqEntries: schema.faqEntries,
  teamMembers: schema.teamMembers,
  certificates: schema.certificates,
  diplomas: schema.diplomas,
  reviews: schema.reviews,
  courses: schema.courses,
  teachers: schema.teachers,
  notifications: schema.notifications,
  banners: schema.banners,
  layoutSettings: schema.layoutSettings,
  notices: schema.notices,
};

/** Stores a set of rows exactly as given (explicit ids included), table by table in foreign-key order. */
export async function insertStorageRows(db: Database, rows: StorageRows): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of TABLE_ORDER) {
      const values = rows[table] as readonly Record<string, unknown>[];
      if (values.length > 0) await tx.insert(TABLES[table]).values([...values]);
    }
  });
}
