import { afterAll, beforeAll } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { type QueueSeed, staffQueueContract } from "../../staff-queue.contract";
import type { DatabaseHandle } from "../database";
import { bookings, courses } from "../schema";
import { sqlStaffQueue } from "./staff-queue.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

staffQueueContract("sql", async () => {
  await handle.db.execute("TRUNCATE bookings, staff_sla, users CASCADE");
  const catalogue = await insertCatalogue(handle.db);
  const staff = [
    await insertUser(handle.db, { role: "staff", first_name: "Борис", last_name: "Ли" }),
    await insertUser(handle.db, { role: "admin", first_name: "Анна", last_name: "Ким" }),
  ] as const;
  const institutions = [catalogue.institution, catalogue.otherInstitution] as const;
  const courseRows = await handle.db
    .insert(courses)
    .values([
      { slug: `yazykovoj-semestr-${staff[0].id}`, title: "Языковой семестр", kind: "language" },
      { slug: `hsk-4-${staff[0].id}`, title: "HSK 4 онлайн", kind: "hsk" },
    ])
    .returning({ id: courses.id, name: courses.title });
  const [course0, course1] = courseRows;
  if (course0 === undefined || course1 === undefined) throw new Error("no course rows");
  const add = async (seed: QueueSeed) => {
    const student = await insertUser(handle.db, seed.account);
    const [row] = await handle.db
      .insert(bookings)
      .values({
        user_id: student.id,
        institution_id: seed.course === null ? institutions[seed.institution].id : null,
        course_id: seed.course === null ? null : [course0, course1][seed.course]?.id,
        degree_program_id: seed.program && seed.course === null ? catalogue.program.id : null,
        status: seed.status,
        status_changed_at: seed.since,
        intake: seed.intake,
        contact_name: seed.contact.name,
        contact_email: seed.contact.email,
        contact_phone: seed.contact.phone,
        assignee_user_id: seed.assignee === null ? null : staff[seed.assignee].id,
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error("no booking row");
    return row.id;
  };
  const ref = (user: { id: number; first_name: string; last_name: string }) => ({
    id: user.id,
    name: `${user.first_name} ${user.last_name}`,
  });
  return {
    repo: sqlStaffQueue(handle.db),
    add,
    staff: [ref(staff[0]), ref(staff[1])],
    institutions: [
      { id: institutions[0].id, name: institutions[0].title },
      { id: institutions[1].id, name: institutions[1].title },
    ],
    program: { id: catalogue.program.id, name: catalogue.program.title },
    courses: [course0, course1],
    close: async () => undefined,
  };
});
