import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../../../core/domain/booking/booking-status";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { ALL_QUEUE } from "../../staff-queue.contract";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import type { DatabaseHandle } from "../database";
import { bookings, users } from "../schema";
import { wholeQueueCounts } from "./staff-queue-reads.sql";
import { sqlStaffQueue } from "./staff-queue.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** What the counts must be: every application counted by its status now. */
const counted = async (): Promise<Record<string, number>> => {
  const rows = (await handle.db.execute(
    sql`select "status", count(*)::int as "n" from "bookings" group by "status"`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(rows.rows.map((row) => [row.status, Number(row.n)]));
};

const status = fc.constantFrom(...BOOKING_STATUSES);
const step = fc.oneof(
  fc.record({ op: fc.constant("add" as const), status }),
  fc.record({ op: fc.constant("move" as const), pick: fc.nat(), status }),
  fc.record({ op: fc.constant("remove" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("move-same" as const), pick: fc.nat() }),
);

describe("the whole queue's counts kept by the bookings triggers (migration 0017)", () => {
  it("equal a count of the applications after any mix of inserts, moves, removals and a truncation", async () => {
    await handle.db.execute("TRUNCATE bookings, users CASCADE");
    const student = await insertUser(handle.db, { first_name: "Пётр", last_name: "Счётов" });
    const { institution } = await insertCatalogue(handle.db);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await handle.db.execute("TRUNCATE bookings CASCADE");
        expect(await wholeQueueCounts(handle.db)).toEqual({});
        const ids: number[] = [];
        for (const s of steps) {
          const id = s.op === "add" ? undefined : ids[s.pick % Math.max(1, ids.length)];
          if (s.op === "add") {
            const [row] = await handle.db
              .insert(bookings)
              .values({ user_id: student.id, institution_id: institution.id, status: s.status })
              .returning({ id: bookings.id });
            if (row) ids.push(row.id);
          } else if (id === undefined) {
            continue;
          } else if (s.op === "move") {
            await handle.db.execute(sql`update "bookings" set "status" = ${s.status} where "id" = ${id}`);
          } else if (s.op === "move-same") {
            await handle.db.execute(sql`update "bookings" set "status" = "status", "intake" = 'x' where "id" = ${id}`);
          } else {
            await handle.db.execute(sql`delete from "bookings" where "id" = ${id}`);
            ids.splice(ids.indexOf(id), 1);
          }
        }
        expect(await wholeQueueCounts(handle.db)).toEqual(await counted());
      }),
      { numRuns: 12 },
    );
  });
});

describe("the queue's search text kept by the bookings and users triggers (migration 0019)", () => {
  const found = async (text: string) =>
    (
      await sqlStaffQueue(handle.db).page({ ...ALL_QUEUE, search: { text, words: text.split(" "), number: null } })
    ).rows.map((row) => row.id);

  it("follows the form's contacts and the account's renames and new e-mail", async () => {
    await handle.db.execute("TRUNCATE bookings, users CASCADE");
    const student = await insertUser(handle.db, { first_name: "Дарья", last_name: "Старова" });
    const { institution } = await insertCatalogue(handle.db);
    const [row] = await handle.db
      .insert(bookings)
      .values({ user_id: student.id, institution_id: institution.id, contact_phone: "+7 900 111-22-33" })
      .returning({ id: bookings.id });
    const id = row?.id ?? 0;
    expect(await found("старова дарья")).toEqual([id]);
    expect(await found("111-22")).toEqual([id]);
    await handle.db
      .update(users)
      .set({ last_name: "Новосёлова", email: "darya.n@example.test" })
      .where(sql`true`);
    expect(await found("старова")).toEqual([]);
    expect(await found("новосёлова darya.n@")).toEqual([id]);
    await handle.db.execute(sql`update "bookings" set "contact_name" = 'Опекун Иванов' where "id" = ${id}`);
    expect(await found("опекун")).toEqual([id]);
  });
});
