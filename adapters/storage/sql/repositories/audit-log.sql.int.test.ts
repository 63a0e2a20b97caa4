import { afterAll, beforeAll } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { auditLogContract } from "../../audit-log.contract";
import type { DatabaseHandle } from "../database";
import { bookings } from "../schema";
import { sqlAuditLog } from "./audit-log.sql";

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

auditLogContract("sql", async () => {
  await handle.db.execute("TRUNCATE audit_log");
  const catalogue = await insertCatalogue(handle.db);
  const applicant = await insertUser(handle.db);
  const staff = await insertUser(handle.db, { role: "staff" });
  const otherStaff = await insertUser(handle.db, { role: "admin" });
  return {
    log: sqlAuditLog(handle.db),
    booking: await newBooking(applicant.id, catalogue.institution.id, catalogue.base.id),
    otherBooking: await newBooking(applicant.id, catalogue.institution.id, catalogue.otherBase.id),
    staff: staff.id,
    otherStaff: otherStaff.id,
    close: async () => undefined,
  };
});
