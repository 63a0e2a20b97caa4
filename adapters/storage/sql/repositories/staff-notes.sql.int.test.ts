import { afterAll, beforeAll } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { staffNotesContract } from "../../staff-notes.contract";
import type { DatabaseHandle } from "../database";
import { bookings } from "../schema";
import { sqlStaffNotes } from "./staff-notes.sql";

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

staffNotesContract(process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite", async () => {
  const catalogue = await insertCatalogue(handle.db);
  const applicant = await insertUser(handle.db);
  return {
    notes: sqlStaffNotes(handle.db),
    booking: await newBooking(applicant.id, catalogue.institution.id, catalogue.base.id),
    otherBooking: await newBooking(applicant.id, catalogue.institution.id, catalogue.otherBase.id),
    staff: (await insertUser(handle.db, { role: "staff" })).id,
    otherStaff: (await insertUser(handle.db, { role: "admin" })).id,
    close: async () => undefined,
  };
});
