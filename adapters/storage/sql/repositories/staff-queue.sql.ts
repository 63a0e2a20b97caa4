import { and, asc, count, eq, ilike, inArray, isNull, lte, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { BOOKING_STATUS_ORDER } from "../../../../core/domain/booking/booking-status-order";
import type { QueueCriteria } from "../../../../core/domain/staff-queue/queue-criteria";
import type { NamedRef, QueueRow, StaffQueueRepository } from "../../../../core/ports/staff-queue-repository.port";
import type { Database } from "../database";
import { bookings, degreePrograms, institutions, staffSla, users } from "../schema";

const assignees = alias(users, "queue_assignee");

const NOTHING = sql`false`;

/** The domain's status order as SQL (unknown stored keys last). */
const STATUS_RANK = sql.raw(
  `CASE "bookings"."status" ${Object.entries(BOOKING_STATUS_ORDER)
    .map(([key, rank]) => `WHEN '${key}' THEN ${rank}`)
    .join(" ")} ELSE 1000 END`,
);

const fullName = (table: typeof users | typeof assignees) =>
  sql<string>`trim(${table.first_name} || ' ' || ${table.last_name})`;

const orBlank = (value: SQLWrapper, fallback: SQLWrapper) => sql<string>`coalesce(nullif(${value}, ''), ${fallback})`;

/** A LIKE pattern that finds the text anywhere (its own % _ \ taken literally). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const searchOf = (search: NonNullable<QueueCriteria["search"]>): SQL | undefined => {
  const pattern = containing(search.text);
  return or(
    ilike(bookings.contact_name, pattern),
    ilike(bookings.contact_email, pattern),
    ilike(bookings.contact_phone, pattern),
    ilike(users.email, pattern),
    sql`${fullName(users)} ILIKE ${pattern}`,
    search.number === null ? undefined : eq(bookings.id, search.number),
  );
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

const RUSSIAN = new Intl.Collator("ru");

/** Names sorted in JavaScript: PGlite has only the C collation (Ё first). */
const byName = (refs: readonly NamedRef[]): NamedRef[] =>
  [...refs].sort((a, b) => RUSSIAN.compare(a.name, b.name) || a.id - b.id);

/** The queue over bookings (PostgreSQL or PGlite): one page and the counts per status in two statements. */
export function sqlStaffQueue(db: Database): StaffQueueRepository {
  return {
    async page(criteria) {
      const countQuery = db.select({ status: bookings.status, n: count() }).from(bookings).$dynamic();
      const counted =
        criteria.search === null ? countQuery : countQuery.innerJoin(users, eq(users.id, bookings.user_id));
      const [countRows, rows] = await Promise.all([
        counted.where(whereOf(criteria, false)).groupBy(bookings.status),
        db
          .select({
            id: bookings.id,
            status: bookings.status,
            status_changed_at: bookings.status_changed_at,
            created_at: bookings.created_at,
            name: orBlank(sql`${bookings.contact_name}`, fullName(users)),
            email: orBlank(sql`${bookings.contact_email}`, users.email),
            phone: orBlank(sql`${bookings.contact_phone}`, users.phone),
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
          .innerJoin(institutions, eq(institutions.id, bookings.institution_id))
          .leftJoin(degreePrograms, eq(degreePrograms.id, bookings.degree_program_id))
          .leftJoin(assignees, eq(assignees.id, bookings.assignee_user_id))
          .where(whereOf(criteria, true))
          .orderBy(STATUS_RANK, asc(bookings.status_changed_at), asc(bookings.id))
          .limit(criteria.limit)
          .offset(criteria.offset),
      ]);
      const counts: Record<string, number> = {};
      for (const row of countRows) counts[row.status] = row.n;
      const total =
        criteria.status === null ? countRows.reduce((sum, row) => sum + row.n, 0) : (counts[criteria.status] ?? 0);
      return {
        rows: rows.map((row): QueueRow => ({
          id: row.id,
          status: row.status,
          status_changed_at: row.status_changed_at,
          created_at: row.created_at,
          student: { name: row.name ?? "", email: row.email ?? "", phone: row.phone ?? "" },
          institution: { id: row.institution_id, name: row.institution_name },
          program: named(row.program_id, row.program_name),
          intake: row.intake,
          assignee: named(row.assignee_id, row.assignee_name),
        })),
        counts,
        total,
      };
    },

    async filterOptions() {
      const [institutionRows, programRows, intakeRows] = await Promise.all([
        db
          .select({ id: institutions.id, name: institutions.title_ru })
          .from(institutions)
          .where(sql`exists (select 1 from ${bookings} where ${bookings.institution_id} = ${institutions.id})`),
        db
          .select({ id: degreePrograms.id, name: degreePrograms.title })
          .from(degreePrograms)
          .where(sql`exists (select 1 from ${bookings} where ${bookings.degree_program_id} = ${degreePrograms.id})`),
        db
          .selectDistinct({ intake: bookings.intake })
          .from(bookings)
          .where(ne(bookings.intake, ""))
          .orderBy(asc(bookings.intake)),
      ]);
      return {
        institutions: byName(institutionRows),
        programs: byName(programRows),
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
  };
}
