import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { milestoneRepositoryContract } from "../../milestones.contract";
import type { DatabaseHandle } from "../database";
import { bookings } from "../schema";
import { sqlMilestoneRepository } from "./milestones.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const newBooking = async (user_id: number, institution_id: number, education_base_id: number) => {
  const [row] = await handle.db
    .insert(bookings)
    .values({ user_id, institution_id, education_base_id })
    .returning({ id: bookings.id });
  if (!row) throw new Error("no booking row");
  return row.id;
};

const world = async () => {
  const catalogue = await insertCatalogue(handle.db);
  const applicant = await insertUser(handle.db);
  const staff = await insertUser(handle.db, { role: "staff" });
  return {
    milestones: sqlMilestoneRepository(handle.db),
    booking: await newBooking(applicant.id, catalogue.institution.id, catalogue.base.id),
    otherBooking: await newBooking(applicant.id, catalogue.institution.id, catalogue.otherBase.id),
    staff: staff.id,
    close: async () => undefined,
  };
};

milestoneRepositoryContract("sql", world);

it("leaves out a step this version does not know, and goes with its application", async () => {
  const w = await world();
  await handle.db.execute(
    sql`insert into booking_milestones (booking_id, step, on_date) values (${w.booking}, 'graduation', '2030-06-30')`,
  );
  await w.milestones.set(w.booking, "arrival", "2026-08-30", w.staff, new Date());
  expect((await w.milestones.list(w.booking)).map((row) => row.step)).toEqual(["arrival"]);
  await handle.db.execute(sql`delete from bookings where id = ${w.booking}`);
  expect(await w.milestones.list(w.booking)).toEqual([]);
});
