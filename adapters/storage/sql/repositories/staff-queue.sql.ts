import { and, asc, count, eq, inArray, isNull, lte, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { QueueCriteria } from "../../../../core/domain/staff-queue/queue-criteria";
import { statusWindows } from "../../../../core/domain/staff-queue/status-windows";
import type { NamedRef, QueueRow, StaffQueueRepository } from "../../../../core/ports/staff-queue-repository.port";
import type { Database } from "../database";
import { bookings, courses, degreePrograms, institutions, staffSla, users } from "../schema";
import { countsAreWholeQueue, selectionInOneRead, wholeQueueCounts } from "./staff-queue-reads.sql";

const assignees = alias(users, "queue_assignee");

const NOTHING = sql`false`;

const fullName = (table: typeof users | typeof assignees) =>
  sql<string>`trim(${table.first_name} || ' ' || ${table.last_name})`;

const orBlank = (value: SQLWrapper, fallback: SQLWrapper) => sql<string>`coalesce(nullif(${value}, ''), ${fallback})`;

/** A LIKE pattern that finds the text anywhere (its own % _ \ taken literally). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search (ADR 056): every word in the application's search text (the form's contacts and the account's name and
 * e-mail in lower case, kept by triggers, migration 0019), through its trigram index; or the number itself.
 */
const searchOf = (search: NonNullable<QueueCriteria["search"]>): SQL => {
  const holdsAll = sql.join(
    search.words.map((word) => sql`${bookings.search_text} like ${containing(word)}`),
    sql` and `,
  );
  return search.number === null ? sql`(${holdsAll})` : sql`((${holdsAll}) or ${bookings.id} = ${search.number})`;
};

const whereOf = (c: QueueCriteria, withStatus: boolean): SQL | undefined =>
  and(
    withStatus && c.status !== null ? eq(bookings.status, c.status) : undefined,
    c.partyStatuses === null
      ? undefined
      : c.partyStatuses.length === 0
        ? NOTHING
        : inArray(bookings.status, [...c.partyStatuses]),
    c.institution === null ? undefined : eq(bookings.institution_id, c.institution),
    c.program === null ? undefined : eq(bookings.degree_program_id, c.program),
    c.course === null ? undefined : eq(bookings.course_id, c.course),
    c.intake === null ? undefined : eq(bookings.intake, c.intake),
    c.assignee === "none"
      ? isNull(bookings.assignee_user_id)
      : c.assignee === "any"
        ? undefined
        : eq(bookings.assignee_user_id, c.assignee),
    c.overdue === null
      ? undefined
      : c.overdue.length === 0
        ? NOTHING
        : or(
            ...c.overdue.map((cut) =>
              and(eq(bookings.status, cut.status), lte(bookings.status_changed_at, cut.enteredBy)),
            ),
          ),
    c.search === null ? undefined : searchOf(c.search),
  );

const named = (id: number | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, name: name ?? "" };

/** The queue rows of these applications (any order). */
const rowsOf = async (db: Database, ids: readonly number[]): Promise<QueueRow[]> => {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      status_changed_at: bookings.status_changed_at,
      created_at: bookings.created_at,
      name: orBlank(sql`${bookings.contact_name}`, fullName(users)),
      email: orBlank(sql`${bookings.contact_email}`, users.email),
      phone: orBlank(sql`${bookings.contact_phone}`, users.phone),
      course_id: courses.id,
      course_name: courses.title,
      institution_id: institutions.id,
      institution_name: institutions.title_ru,
      program_id: degreePrograms.id,
      program_name: degreePrograms.title,
      intake: bookings.intake,
      assignee_id: assignees.id,
      assignee_name: orBlank(fullName(assignees), assignees.username),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.user_id))
    .leftJoin(institutions, eq(institutions.id, bookings.institution_id))
    .leftJoin(courses, eq(courses.id, bookings.course_id))
    .leftJoin(degreePrograms, eq(degreePrograms.id, bookings.degree_program_id))
    .leftJoin(assignees, eq(assignees.id, bookings.assignee_user_id))
    .where(inArray(bookings.id, [...ids]));
  return rows.map((row): QueueRow => ({
    id: row.id,
    status: row.status,
    status_changed_at: row.status_changed_at,
    created_at: row.created_at,
    student: { name: row.name ?? "", email: row.email ?? "", phone: row.phone ?? "" },
    institution: named(row.institution_id, row.institution_name),
    course: named(row.course_id, row.course_name),
    program: named(row.program_id, row.program_name),
    intake: row.intake,
    assignee: named(row.assignee_id, row.assignee_name),
  }));
};

/** Counts per status of the applications matching every condition but the status. */
const countsOf = async (db: Database, criteria: QueueCriteria): Promise<Record<string, number>> => {
  const rows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(whereOf(criteria, false))
    .groupBy(bookings.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
};

/** The page of these ids (in this order) with the counts and the total of the selection. */
const pageOf = async (db: Database, criteria: QueueCriteria, counts: Record<string, number>, ids: number[]) => {
  const inStatus = criteria.status === null ? counts : { [criteria.status]: counts[criteria.status] ?? 0 };
  const total = Object.values(inStatus).reduce((sum, n) => sum + n, 0);
  const rows = ids.length === 0 ? [] : await rowsOf(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), counts, total };
};

const RUSSIAN = new Intl.Collator("ru");

/** Names sorted in JavaScript: PGlite has only the C collation (Ё first). */
const byName = (refs: readonly NamedRef[]): NamedRef[] =>
  [...refs].sort((a, b) => RUSSIAN.compare(a.name, b.name) || a.id - b.id);

/**
 * The queue over bookings (PostgreSQL or PGlite): one page and the counts per status. The whole queue's counts come
 * from the rows the bookings triggers keep; a search finds its applications once for both (ADR 056).
 */
export function sqlStaffQueue(db: Database): StaffQueueRepository {
  return {
    async page(criteria) {
      if (criteria.search !== null) {
        const found = await selectionInOneRead(db, whereOf(criteria, false), criteria);
        return pageOf(db, criteria, found.counts, found.ids);
      }
      const counts = countsAreWholeQueue(criteria) ? await wholeQueueCounts(db) : await countsOf(db, criteria);
      const inStatus = criteria.status === null ? counts : { [criteria.status]: counts[criteria.status] ?? 0 };
      // Each status's slice of the page along the (status, status_changed_at) index, instead of sorting every row.
      const slices = await Promise.all(
        statusWindows(inStatus, criteria.offset, criteria.limit).map((window) =>
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.status, window.status), whereOf(criteria, false)))
            .orderBy(asc(bookings.status_changed_at), asc(bookings.id))
            .limit(window.limit)
            .offset(window.offset),
        ),
      );
      return pageOf(
        db,
        criteria,
        counts,
        slices.flat().map((row) => row.id),
      );
    },

    async filterOptions() {
      const [institutionRows, programRows, courseRows, intakeRows] = await Promise.all([
        db
          .select({ id: institutions.id, name: institutions.title_ru })
          .from(institutions)
          .where(sql`exists (select 1 from ${bookings} where ${bookings.institution_id} = ${institutions.id})`),
        db
          .select({ id: degreePrograms.id, name: degreePrograms.title })
          .from(degreePrograms)
          .where(sql`exists (select 1 from ${bookings} where ${bookings.degree_program_id} = ${degreePrograms.id})`),
        db
          .select({ id: courses.id, name: courses.title })
          .from(courses)
          .where(sql`exists (select 1 from ${bookings} where ${bookings.course_id} = ${courses.id})`),
        db
          .selectDistinct({ intake: bookings.intake })
          .from(bookings)
          .where(ne(bookings.intake, ""))
          .orderBy(asc(bookings.intake)),
      ]);
      return {
        institutions: byName(institutionRows),
        programs: byName(programRows),
        courses: byName(courseRows),
        intakes: intakeRows.map((row) => row.intake),
      };
    },

    async staffMembers() {
      const rows = await db
        .select({ id: users.id, name: orBlank(fullName(users), users.username) })
        .from(users)
        .where(inArray(users.role, ["staff", "admin"]));
      return byName(rows.map((row) => ({ id: row.id, name: row.name ?? "" })));
    },

    async assign(bookingId, assigneeId) {
      const [found] = await db
        .select({ before: bookings.assignee_user_id })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      if (found === undefined) return null;
      await db.update(bookings).set({ assignee_user_id: assigneeId }).where(eq(bookings.id, bookingId));
      return { before: found.before };
    },

    async slaOverrides() {
      return db.select({ status: staffSla.status, hours: staffSla.hours }).from(staffSla).orderBy(asc(staffSla.status));
    },

    async setSla(status, hours, at) {
      if (hours === null) {
        await db.delete(staffSla).where(eq(staffSla.status, status));
        return;
      }
      await db
        .insert(staffSla)
        .values({ status, hours, updated_at: at })
        .onConflictDoUpdate({ target: staffSla.status, set: { hours, updated_at: at } });
    },

    async assignee(bookingId) {
      const [found] = await db
        .select({ id: assignees.id, name: orBlank(fullName(assignees), assignees.username) })
        .from(bookings)
        .leftJoin(assignees, eq(assignees.id, bookings.assignee_user_id))
        .where(eq(bookings.id, bookingId));
      return found === undefined ? null : { assignee: named(found.id, found.name) };
    },
  };
}
