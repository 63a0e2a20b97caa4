import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertCatalogue } from "../../../../tests/integration/community-seed";
import { insertUserRow, openTestDatabase } from "../../../../tests/integration/test-database";
import { notificationRepositoryContract } from "../../notifications.contract";
import type { DatabaseHandle } from "../database";
import { bookings } from "../schema";
import { sqlNotificationRepository } from "./notifications.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const newBookingOf = async (userId: number) => {
  const catalogue = await insertCatalogue(handle.db);
  const [row] = await handle.db
    .insert(bookings)
    .values({ user_id: userId, institution_id: catalogue.institution.id, education_base_id: catalogue.base.id })
    .returning({ id: bookings.id });
  if (!row) throw new Error("no booking row");
  return row.id;
};

notificationRepositoryContract("sql", async () => ({
  notifications: sqlNotificationRepository(handle.db),
  newUserId: () => insertUserRow(handle.db),
  newBookingOf,
  close: async () => undefined,
}));

it("deletes an application's notifications with the application", async () => {
  const repo = sqlNotificationRepository(handle.db);
  const user = await insertUserRow(handle.db);
  const booking = await newBookingOf(user);
  const base = {
    user_id: user,
    event: "StatusChanged" as const,
    title: "t",
    text: "",
    link: null,
    at: new Date(),
    once_key: null,
  };
  await repo.add({ ...base, booking_id: booking });
  await repo.add({ ...base, booking_id: null });
  await handle.db.execute(sql`delete from bookings where id = ${booking}`);
  expect((await repo.list(user, { page: 1, perPage: 10 })).total).toBe(1);
});
