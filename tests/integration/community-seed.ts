import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { hashToken, newToken } from "../../adapters/security/tokens";
import type { Database } from "../../adapters/storage/sql/database";
import {
  bookingDocuments,
  blogCategories,
  blogPosts,
  cities,
  countries,
  degreePrograms,
  educationBases,
  institutions,
  programLevels,
  sessions,
  uploads,
  users,
} from "../../adapters/storage/sql/schema";

/** Rows for tests of comments, ratings and bookings, inserted directly (no auth endpoints needed). */

const unique = () => randomBytes(4).toString("hex");

const first = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error("INSERT returned no row");
  return row;
};

export type SeedUser = {
  readonly id: number;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly avatar_filename: string | null;
};

export async function insertUser(
  db: Database,
  options: {
    readonly first_name?: string;
    readonly last_name?: string;
    readonly username?: string;
    readonly role?: "user" | "staff" | "admin";
    readonly avatar_filename?: string | null;
  } = {},
): Promise<SeedUser> {
  const username = options.username ?? `user_${unique()}`;
  return first(
    await db
      .insert(users)
      .values({
        username,
        email: `${username}@example.test`,
        password_hash: "not-a-real-hash",
        first_name: options.first_name ?? "",
        last_name: options.last_name ?? "",
        role: options.role ?? "user",
        avatar_filename: options.avatar_filename ?? null,
      })
      .returning({
        id: users.id,
        username: users.username,
        first_name: users.first_name,
        last_name: users.last_name,
        avatar_filename: users.avatar_filename,
      }),
  );
}

/** A live session of the user; answers the bearer token to send. */
export async function insertSession(db: Database, user_id: number, expires_at = new Date(Date.now() + 3_600_000)) {
  const token = newToken();
  await db.insert(sessions).values({ user_id, token_hash: hashToken(token), expires_at });
  return token;
}

export async function insertUpload(db: Database, user_id: number | null): Promise<number> {
  const name = unique();
  const row = first(
    await db
      .insert(uploads)
      .values({
        filename: `${name}.webp`,
        original_name: "photo.webp",
        mime: "image/webp",
        size: 10,
        sha256: name,
        user_id,
      })
      .returning({ id: uploads.id }),
  );
  return row.id;
}

export type SeedCatalogue = {
  readonly country: { readonly id: number; readonly slug: string; readonly name: string };
  readonly city: { readonly id: number; readonly slug: string; readonly name: string };
  readonly institution: { readonly id: number; readonly slug: string; readonly title: string };
  /** A second institution, in no city. */
  readonly otherInstitution: { readonly id: number; readonly slug: string; readonly title: string };
  readonly program: { readonly id: number; readonly slug: string; readonly title: string };
  readonly base: { readonly id: number; readonly slug: string; readonly title: string };
  readonly otherBase: { readonly id: number; readonly slug: string; readonly title: string };
  readonly blogPost: { readonly id: number };
};

export const CHINA_MORPH = {
  nominative: "Китай",
  genitive: "Китая",
  dative: "Китаю",
  accusative: "Китай",
  instrumental: "Китаем",
  prepositional: "Китае",
};

/** A small catalogue: a country, a city, two institutions, a degree program with two education bases, a blog post. */
export async function insertCatalogue(db: Database): Promise<SeedCatalogue> {
  const tag = unique();
  const country = first(
    await db
      .insert(countries)
      .values({ slug: `china-${tag}`, name: "Китай", morph: CHINA_MORPH, currency: "CNY" })
      .returning({ id: countries.id, slug: countries.slug, name: countries.name }),
  );
  const city = first(
    await db
      .insert(cities)
      .values({ slug: `pekin-${tag}`, country_id: country.id, name: "Пекин" })
      .returning({ id: cities.id, slug: cities.slug, name: cities.name }),
  );
  const institution = first(
    await db
      .insert(institutions)
      .values({
        slug: `pekinskij-universitet-${tag}-1`,
        type: 1,
        country_id: country.id,
        city_id: city.id,
        title_ru: "Пекинский университет",
        title_en: "Peking University",
        logo: "pku-logo.webp",
      })
      .returning({ id: institutions.id, slug: institutions.slug, title: institutions.title_ru }),
  );
  const otherInstitution = first(
    await db
      .insert(institutions)
      .values({ slug: `kolledzh-${tag}-2`, type: 2, country_id: country.id, title_ru: "Колледж Шанхая" })
      .returning({ id: institutions.id, slug: institutions.slug, title: institutions.title_ru }),
  );
  const level = first(
    await db
      .insert(programLevels)
      .values({ slug: `bakalavriat-${tag}`, title: "Бакалавриат" })
      .returning({ id: programLevels.id }),
  );
  const program = first(
    await db
      .insert(degreePrograms)
      .values({ institution_id: institution.id, program_level_id: level.id, title: "Бакалавриат", slug: "bakalavriat" })
      .returning({ id: degreePrograms.id, slug: degreePrograms.slug, title: degreePrograms.title }),
  );
  const base = first(
    await db
      .insert(educationBases)
      .values({
        institution_id: institution.id,
        degree_program_id: program.id,
        title: "Бакалавриат: грант правительства Китая",
        slug: "bakalavriat-grant-501",
        type: 1,
      })
      .returning({ id: educationBases.id, slug: educationBases.slug, title: educationBases.title }),
  );
  const otherBase = first(
    await db
      .insert(educationBases)
      .values({
        institution_id: institution.id,
        degree_program_id: program.id,
        title: "Бакалавриат: платное обучение",
        slug: "bakalavriat-platno-502",
      })
      .returning({ id: educationBases.id, slug: educationBases.slug, title: educationBases.title }),
  );
  const category = first(
    await db
      .insert(blogCategories)
      .values({ slug: `news-${tag}`, title: "Новости" })
      .returning({ id: blogCategories.id }),
  );
  const blogPost = first(
    await db
      .insert(blogPosts)
      .values({
        category_id: category.id,
        slug: "first-post",
        title: "Первый пост",
        content: "<p>Текст</p>",
        published_at: new Date("2026-01-10T10:00:00.000Z"),
      })
      .returning({ id: blogPosts.id }),
  );
  return { country, city, institution, otherInstitution, program, base, otherBase, blogPost };
}

/**
 * Marks every document of a booking's checklist as uploaded (no file behind it), for tests that move a booking past
 * the documents gate without going through uploads (the uploads have their own tests, ADR 052).
 */
export async function handInDocuments(db: Database, booking_id: number): Promise<void> {
  await db.update(bookingDocuments).set({ stage: "uploaded" }).where(eq(bookingDocuments.booking_id, booking_id));
}
