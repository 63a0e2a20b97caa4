import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { bookingDocumentRepositoryContract } from "../../booking-documents.contract";
import type { DatabaseHandle } from "../database";
import { bookings, courses, educationBases } from "../schema";
import { sqlBookingDocumentRepository } from "./booking-documents.sql";

const BASE_DOCUMENTS = [{ title: "Мотивационное письмо", note: "До 800 слов" }, { title: "Рекомендация" }];

describe("sqlBookingDocumentRepository", () => {
  // One migrated database for the file; every test seeds its own users, catalogue rows and bookings.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  bookingDocumentRepositoryContract(async () => {
    const c = await insertCatalogue(handle.db);
    await handle.db
      .update(educationBases)
      // A malformed entry in the loose jsonb is left out when read.
      .set({ hsk_level: 3, required_documents: [...BASE_DOCUMENTS, { note: "без названия" } as never] })
      .where(eq(educationBases.id, c.base.id));
    const user = await insertUser(handle.db);
    const staff = await insertUser(handle.db, { role: "staff" });
    const [base, program] = await handle.db
      .insert(bookings)
      .values([
        {
          user_id: user.id,
          institution_id: c.institution.id,
          degree_program_id: c.program.id,
          education_base_id: c.base.id,
        },
        { user_id: user.id, institution_id: c.institution.id, degree_program_id: c.program.id },
      ])
      .returning({ id: bookings.id });
    if (base === undefined || program === undefined) throw new Error("bookings not inserted");
    const [course] = await handle.db
      .insert(courses)
      .values({
        slug: `podgotovitelnyj-god-${user.id}`,
        title: "Подготовительный год",
        kind: "language",
        duration: "1 учебный год",
      })
      .returning({ id: courses.id });
    if (course === undefined) throw new Error("course not inserted");
    const [courseBooking] = await handle.db
      .insert(bookings)
      .values({ user_id: user.id, course_id: course.id })
      .returning({ id: bookings.id });
    if (courseBooking === undefined) throw new Error("course booking not inserted");
    return {
      repo: sqlBookingDocumentRepository(handle.db),
      user: user.id,
      staff: staff.id,
      baseBooking: base.id,
      baseDocuments: BASE_DOCUMENTS,
      programBooking: program.id,
      courseBooking: courseBooking.id,
      missingBooking: 2_000_000_000,
      close: async () => {},
    };
  });
});
