import { and, asc, desc, eq, isNull, notInArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Result } from "effect";
import { z } from "zod";
import { BOOKING_ACTORS } from "../../../../core/domain/booking/booking-actor";
import type { InstitutionRef } from "../../../../core/domain/catalogue/institution-ref";
import type { InstitutionTypeNumber, InstitutionTypeSlug } from "../../../../core/domain/catalogue/institution-type";
import { morphSchema } from "../../../../core/domain/catalogue/morph";
import { COURSE_KIND_KEYS } from "../../../../core/domain/catalogue/course-ref";
import { BLANK_BOOKING_FORM, isCourseTarget } from "../../../../core/ports/booking-repository.port";
import type {
  BookingApplication,
  BookingHistoryRow,
  BookingRepository,
  DuplicateOpenBooking,
  ResolvedBookingTarget,
  StoredBooking,
} from "../../../../core/ports/booking-repository.port";
import { promisedResult } from "../../promised-result";
import type { Database } from "../database";
import {
  bookingStatusHistory,
  bookings,
  cities,
  countries,
  courses,
  degreePrograms,
  educationBases,
  institutions,
  users,
} from "../schema";

const actorSchema = z.enum(BOOKING_ACTORS);

const TYPE_SLUGS: Readonly<Record<number, { type: InstitutionTypeNumber; slug: InstitutionTypeSlug }>> = {
  1: { type: 1, slug: "universities" },
  2: { type: 2, slug: "colleges" },
  3: { type: 3, slug: "schools" },
};

/** Case forms are loose jsonb: anything but the six forms reads as absent. */
const morphOf = (value: unknown) => {
  const parsed = morphSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const programs = alias(degreePrograms, "booking_program");
const bases = alias(educationBases, "booking_base");

const applicationColumns = {
  id: bookings.id,
  status: bookings.status,
  resume_status: bookings.resume_status,
  contact_name: bookings.contact_name,
  contact_phone: bookings.contact_phone,
  contact_email: bookings.contact_email,
  intake: bookings.intake,
  created_at: bookings.created_at,
  updated_at: bookings.updated_at,
  institution_id: institutions.id,
  institution_slug: institutions.slug,
  institution_type: institutions.type,
  title_ru: institutions.title_ru,
  title_en: institutions.title_en,
  title_ch: institutions.title_ch,
  logo: institutions.logo,
  country_id: countries.id,
  country_slug: countries.slug,
  country_name: countries.name,
  country_morph: countries.morph,
  city_id: cities.id,
  city_slug: cities.slug,
  city_name: cities.name,
  city_morph: cities.morph,
  city_country_id: cities.country_id,
  city_is_province: cities.is_province,
  program_id: programs.id,
  program_slug: programs.slug,
  program_title: programs.title,
  base_id: bases.id,
  base_slug: bases.slug,
  base_title: bases.title,
  course_id: courses.id,
  course_slug: courses.slug,
  course_title: courses.title,
  course_kind: courses.kind,
};

type ApplicationRow = {
  id: number;
  status: string;
  resume_status: string | null;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  intake: string;
  created_at: Date;
  updated_at: Date;
  institution_id: number | null;
  institution_slug: string | null;
  institution_type: number | null;
  title_ru: string | null;
  title_en: string | null;
  title_ch: string | null;
  logo: string | null;
  country_id: number | null;
  country_slug: string | null;
  country_name: string | null;
  country_morph: unknown;
  city_id: number | null;
  city_slug: string | null;
  city_name: string | null;
  city_morph: unknown;
  city_country_id: number | null;
  city_is_province: boolean | null;
  program_id: number | null;
  program_slug: string | null;
  program_title: string | null;
  base_id: number | null;
  base_slug: string | null;
  base_title: string | null;
  course_id: number | null;
  course_slug: string | null;
  course_title: string | null;
  course_kind: string | null;
};

/** The institution's columns of a university booking (left-joined: a course booking has none). */
type InstitutionColumns = {
  institution_id: number;
  institution_slug: string;
  institution_type: number;
  title_ru: string;
  title_en: string;
  title_ch: string;
  logo: string | null;
  country_id: number;
  country_slug: string;
  country_name: string;
  country_morph: unknown;
  city_id: number | null;
  city_slug: string | null;
  city_name: string | null;
  city_morph: unknown;
  city_country_id: number | null;
  city_is_province: boolean | null;
};

function institutionRef(row: InstitutionColumns): InstitutionRef {
  const type = TYPE_SLUGS[row.institution_type];
  if (type === undefined)
    throw new Error(`Institution ${row.institution_id} has the unknown type ${row.institution_type}`);
  return {
    id: row.institution_id,
    slug: row.institution_slug,
    type: type.type,
    type_slug: type.slug,
    title: { ru: row.title_ru, en: row.title_en || null, ch: row.title_ch || null },
    country: { id: row.country_id, slug: row.country_slug, name: row.country_name, morph: morphOf(row.country_morph) },
    city:
      row.city_id === null
        ? null
        : {
            id: row.city_id,
            slug: row.city_slug ?? "",
            name: row.city_name ?? "",
            morph: morphOf(row.city_morph),
            country_id: row.city_country_id ?? row.country_id,
            is_province: row.city_is_province ?? false,
          },
    logo: row.logo === null ? null : { filename: row.logo },
  };
}

const courseKindSchema = z.enum(COURSE_KIND_KEYS);

/** The institution's columns of a row, or null when the row has none (a course booking). */
const institutionColumnsOf = (row: ApplicationRow): InstitutionColumns | null => {
  const { institution_id, institution_slug, institution_type, title_ru, title_en, title_ch, country_id } = row;
  const { country_slug, country_name } = row;
  if (institution_id === null || institution_slug === null || institution_type === null || title_ru === null)
    return null;
  if (country_id === null || country_slug === null || country_name === null) return null;
  return {
    ...row,
    institution_id,
    institution_slug,
    institution_type,
    title_ru,
    title_en: title_en ?? "",
    title_ch: title_ch ?? "",
    country_id,
    country_slug,
    country_name,
  };
};

/**
 * The application a row describes, or null for a row that names neither a course nor an institution's degree
 * program (a booking made outside the apply form, e.g. by an older import): it is not listed and reads as missing,
 * as before course bookings, when the list joined the program.
 */
function toApplication(row: ApplicationRow): BookingApplication | null {
  const common = {
    id: row.id,
    status: row.status,
    resume_status: row.resume_status,
    contacts: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email },
    intake: row.intake,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
  if (row.course_id !== null) {
    const course = {
      id: row.course_id,
      slug: row.course_slug ?? "",
      title: row.course_title ?? "",
      kind: courseKindSchema.parse(row.course_kind),
    };
    return { ...common, target: "course", course };
  }
  const institution = institutionColumnsOf(row);
  if (institution === null || row.program_id === null || row.program_slug === null || row.program_title === null)
    return null;
  const program = { id: row.program_id, slug: row.program_slug, title: row.program_title };
  const base =
    row.base_id === null ? null : { id: row.base_id, slug: row.base_slug ?? "", title: row.base_title ?? "" };
  return {
    ...common,
    institution: institutionRef(institution),
    education_base: base ?? program,
    degree_program: program,
    target: base === null ? "degree_program" : "education_base",
  };
}

const sameTarget = (target: ResolvedBookingTarget): SQL | undefined => {
  if (isCourseTarget(target)) return eq(bookings.course_id, target.course_id);
  return target.education_base_id === null
    ? and(eq(bookings.degree_program_id, target.degree_program_id), isNull(bookings.education_base_id))
    : eq(bookings.education_base_id, target.education_base_id);
};

/** The columns a booking's target fills (the rest stay null). */
const targetColumns = (target: ResolvedBookingTarget) =>
  isCourseTarget(target)
    ? { institution_id: null, degree_program_id: null, education_base_id: null, course_id: target.course_id }
    : {
        institution_id: target.institution_id,
        degree_program_id: target.degree_program_id,
        education_base_id: target.education_base_id,
        course_id: null,
      };

/** Bookings and their status history in PostgreSQL. */
export function sqlBookingRepository(db: Database): BookingRepository {
  const applications = (where: SQL | undefined) =>
    db
      .select(applicationColumns)
      .from(bookings)
      .leftJoin(institutions, eq(institutions.id, bookings.institution_id))
      .leftJoin(countries, eq(countries.id, institutions.country_id))
      .leftJoin(cities, eq(cities.id, institutions.city_id))
      .leftJoin(programs, eq(programs.id, bookings.degree_program_id))
      .leftJoin(bases, eq(bases.id, bookings.education_base_id))
      .leftJoin(courses, eq(courses.id, bookings.course_id))
      .where(where);

  return {
    async resolveTarget(target) {
      if (target._tag === "Course") {
        const [course] = await db
          .select({ course_id: courses.id })
          .from(courses)
          .where(eq(courses.id, target.course_id));
        return course ?? null;
      }
      if (target._tag === "EducationBase") {
        const [base] = await db
          .select({
            institution_id: educationBases.institution_id,
            degree_program_id: educationBases.degree_program_id,
            education_base_id: educationBases.id,
          })
          .from(educationBases)
          .where(eq(educationBases.id, target.education_base_id));
        return base ?? null;
      }
      const [program] = await db
        .select({ institution_id: degreePrograms.institution_id, degree_program_id: degreePrograms.id })
        .from(degreePrograms)
        .where(eq(degreePrograms.id, target.degree_program_id));
      return program === undefined ? null : { ...program, education_base_id: null };
    },

    create(user_id, target, closed_statuses, now, form = BLANK_BOOKING_FORM) {
      return promisedResult(() =>
        db.transaction(async (tx): Promise<Result.Result<StoredBooking, DuplicateOpenBooking>> => {
          // One applicant's creations run one at a time, so the duplicate check below cannot race.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user_id)).for("update");
          const [existing] = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.user_id, user_id),
                sameTarget(target),
                closed_statuses.length > 0 ? notInArray(bookings.status, [...closed_statuses]) : undefined,
              ),
            )
            .orderBy(asc(bookings.id))
            .limit(1);
          if (existing !== undefined) return Result.fail({ _tag: "Duplicate", existing_id: existing.id });
          const [row] = await tx
            .insert(bookings)
            .values({
              user_id,
              ...targetColumns(target),
              status: "registering",
              resume_status: null,
              contact_name: form.contacts.name,
              contact_phone: form.contacts.phone,
              contact_email: form.contacts.email,
              intake: form.intake,
              created_at: now,
              updated_at: now,
              status_changed_at: now,
            })
            .returning({
              id: bookings.id,
              user_id: bookings.user_id,
              status: bookings.status,
              resume_status: bookings.resume_status,
            });
          if (row === undefined) throw new Error("INSERT INTO bookings returned no row");
          await tx.insert(bookingStatusHistory).values({
            booking_id: row.id,
            from_status: null,
            to_status: "registering",
            actor: "user",
            actor_user_id: user_id,
            at: now,
          });
          return Result.succeed(row);
        }),
      );
    },

    async find(id) {
      const [row] = await db
        .select({
          id: bookings.id,
          user_id: bookings.user_id,
          status: bookings.status,
          resume_status: bookings.resume_status,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      return row ?? null;
    },

    async move(move) {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(bookings)
          .set({
            status: move.to.status,
            resume_status: move.to.resume_status,
            updated_at: move.at,
            status_changed_at: move.at,
          })
          .where(
            and(
              eq(bookings.id, move.id),
              eq(bookings.status, move.from.status),
              move.from.resume_status === null
                ? isNull(bookings.resume_status)
                : eq(bookings.resume_status, move.from.resume_status),
            ),
          )
          .returning({ id: bookings.id });
        if (moved.length === 0) return false;
        await tx.insert(bookingStatusHistory).values({
          booking_id: move.id,
          from_status: move.from.status,
          to_status: move.to.status,
          actor: move.actor,
          actor_user_id: move.actor_user_id,
          comment: move.remark ?? "",
          at: move.at,
        });
        return true;
      });
    },

    async view(id) {
      const [row] = await applications(eq(bookings.id, id));
      return row === undefined ? null : toApplication(row);
    },

    async courseOf(id) {
      const [row] = await db
        .select({
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          kind: courses.kind,
          duration: courses.duration,
          price: courses.price,
        })
        .from(bookings)
        .innerJoin(courses, eq(courses.id, bookings.course_id))
        .where(eq(bookings.id, id));
      return row === undefined ? null : { ...row, kind: courseKindSchema.parse(row.kind) };
    },

    async listForUser(user_id) {
      const rows = await applications(eq(bookings.user_id, user_id)).orderBy(
        desc(bookings.created_at),
        desc(bookings.id),
      );
      return rows.flatMap((row) => toApplication(row) ?? []);
    },

    async history(id): Promise<readonly BookingHistoryRow[]> {
      const rows = await db
        .select({
          from_status: bookingStatusHistory.from_status,
          to_status: bookingStatusHistory.to_status,
          actor: bookingStatusHistory.actor,
          actor_user_id: bookingStatusHistory.actor_user_id,
          remark: bookingStatusHistory.comment,
          at: bookingStatusHistory.at,
        })
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.booking_id, id))
        .orderBy(asc(bookingStatusHistory.at), asc(bookingStatusHistory.id));
      return rows.map((row) => ({ ...row, actor: actorSchema.parse(row.actor) }));
    },
  };
}
