import { sql } from "drizzle-orm";
import { BOOKING_STATUSES, type BookingStatusKey } from "../../../../../core/domain/booking/booking-status";
import type { Database } from "../../database";
import { bookings, users } from "../../schema";
import { queryRows } from "../catalogue/query-rows";
import { createRandom, type Random } from "../catalogue/seeded-random";

/** Applications inserted by one statement. */
const BATCH = 1_000;
/** Each made-up student has this many applications on average. */
const PER_STUDENT = 2;
/** Made-up staff members who handle about two thirds of the applications. */
const STAFF = 8;

const FIRST = ["Анна", "Иван", "Мария", "Пётр", "Ольга", "Дмитрий", "Елена", "Сергей", "Алина", "Максим", "Ли", "Ван"];
const LAST = ["Иванова", "Петров", "Смирнова", "Кузнецов", "Попова", "Соколов", "Лебедева", "Новиков", "Ким", "Чжан"];
const INTAKES = ["2026-09", "2027-02", "2027-09", "2028-02", "2028-09"];

/** A rough spread of statuses: most applications are early or waiting on the student. */
const WEIGHTS: Readonly<Record<BookingStatusKey, number>> = {
  registering: 14,
  checking: 12,
  in_review: 10,
  being_signed: 6,
  pending_cancellation: 2,
  pending_payment: 8,
  pending_payment_2: 4,
  pending_payment_services: 3,
  processing: 12,
  sent: 15,
  cancelled: 8,
  waiting: 6,
};
const WEIGHTED = BOOKING_STATUSES.flatMap((status) => Array.from({ length: WEIGHTS[status] }, () => status));

type Target = {
  readonly institution_id: number;
  readonly degree_program_id: number;
  readonly education_base_id: number;
};

const targetsOf = (db: Database) =>
  queryRows<Target>(
    db,
    sql`select p.institution_id, p.id as degree_program_id, b.id as education_base_id
        from education_bases b join degree_programs p on p.id = b.degree_program_id order by b.id`,
  );

const insertUsers = async (db: Database, tag: string, count: number, role: "user" | "staff", random: Random) => {
  const ids: number[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, index) => {
      const n = from + index;
      return {
        username: `${role}-${tag}-${n}`,
        email: `${role}-${tag}-${n}@synthetic.shuyuan.test`,
        password_hash: "synthetic",
        first_name: random.pick(FIRST),
        last_name: random.pick(LAST),
        phone: `+7 9${random.int(10, 99)} ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`,
        role,
      };
    });
    ids.push(...(await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  }
  return ids;
};

/**
 * Adds `count` made-up applications for the staff queue's benchmark (ADR 056): students with two applications
 * each on average, on the catalogue's education bases, spread over the statuses, intakes and the last 120 days,
 * two thirds of them assigned to one of eight made-up staff members. Call after the catalogue is seeded. The same
 * `seed` and database state give the same rows.
 */
export async function seedSyntheticApplications(db: Database, count: number, now: Date, seed = 14): Promise<void> {
  const targets = await targetsOf(db);
  if (targets.length === 0) throw new Error("No education bases: seed the catalogue first");
  const random = createRandom(seed);
  const tag = `${now.getTime().toString(36)}-${seed}`;
  const staff = await insertUsers(db, tag, STAFF, "staff", random);
  const students = await insertUsers(db, tag, Math.max(1, Math.ceil(count / PER_STUDENT)), "user", random);
  const dayMs = 86_400_000;
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, () => {
      const target = random.pick(targets);
      const created = new Date(now.getTime() - random.int(1, 120 * dayMs));
      const changed = new Date(created.getTime() + random.int(0, now.getTime() - created.getTime()));
      const withForm = random.chance(0.7);
      return {
        ...target,
        user_id: random.pick(students),
        status: random.pick(WEIGHTED),
        intake: random.pick(INTAKES),
        contact_name: withForm ? `${random.pick(FIRST)} ${random.pick(LAST)}` : "",
        contact_email: withForm ? `applicant${random.int(1, 9_999_999)}@mail.test` : "",
        contact_phone: withForm
          ? `+7 9${random.int(10, 99)} ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}`
          : "",
        assignee_user_id: random.chance(2 / 3) ? random.pick(staff) : null,
        status_changed_at: changed,
        created_at: created,
        updated_at: changed,
      };
    });
    await db.insert(bookings).values(rows);
  }
  // Fresh statistics and visibility maps, as autovacuum would leave them on a database in use.
  await db.execute(sql`vacuum analyze bookings`);
  await db.execute(sql`vacuum analyze users`);
}
