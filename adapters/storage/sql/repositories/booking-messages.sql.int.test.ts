import { afterAll, beforeAll, expect, it } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { bookingMessageRepositoryContract } from "../../booking-messages.contract";
import type { DatabaseHandle } from "../database";
import { bookings } from "../schema";
import { sqlBookingMessageRepository } from "./booking-messages.sql";
import { sql } from "drizzle-orm";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const newBooking = async () => {
  const catalogue = await insertCatalogue(handle.db);
  const user = await insertUser(handle.db);
  const [row] = await handle.db
    .insert(bookings)
    .values({ user_id: user.id, institution_id: catalogue.institution.id, education_base_id: catalogue.base.id })
    .returning({ id: bookings.id });
  if (!row) throw new Error("no booking row");
  return { booking_id: row.id, user_id: user.id };
};

bookingMessageRepositoryContract("sql", async () => ({
  messages: sqlBookingMessageRepository(handle.db),
  newUser: async (first_name, last_name) => (await insertUser(handle.db, { first_name, last_name })).id,
  newBooking,
  close: async () => undefined,
}));

it("keeps a message whose writer's account is deleted, without a name", async () => {
  const messages = sqlBookingMessageRepository(handle.db);
  const { booking_id } = await newBooking();
  const staff = await insertUser(handle.db, { first_name: "Анна", last_name: "Ван", role: "staff" });
  await messages.add({ booking_id, author: "staff", author_user_id: staff.id, text: "Ответ", at: new Date() });
  await handle.db.execute(sql`delete from users where id = ${staff.id}`);
  expect(await messages.list(booking_id)).toMatchObject([{ author: "staff", author_user_id: null, author_name: "" }]);
});
