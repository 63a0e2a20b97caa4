import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { deadlineSourceContract } from "../../deadline-source.contract";
import type { DatabaseHandle } from "../database";
import { admissionWaves, bookings, degreePrograms, educationBases, programLevels, shortlistItems } from "../schema";
import { sqlDeadlineSource } from "./deadline-source.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

let serial = 0;

const idOf = (row: { id: number } | undefined): number => {
  if (row === undefined) throw new Error("no row inserted");
  return row.id;
};

deadlineSourceContract("sql", async () => {
  await handle.db.execute(sql`delete from bookings`);
  await handle.db.execute(sql`delete from shortlist_items`);
  const catalogue = await insertCatalogue(handle.db);
  const institution_id = catalogue.institution.id;
  const [level] = await handle.db.select({ id: programLevels.id }).from(programLevels).limit(1);
  if (level === undefined) throw new Error("no program level");
  return {
    source: sqlDeadlineSource(handle.db),
    newUser: async () => (await insertUser(handle.db)).id,
    addProgram: async (title) => {
      const [row] = await handle.db
        .insert(degreePrograms)
        .values({ institution_id, program_level_id: level.id, title, slug: `p-${++serial}` })
        .returning({ id: degreePrograms.id });
      return idOf(row);
    },
    addBase: async (degree_program_id, title, waves) => {
      const [row] = await handle.db
        .insert(educationBases)
        .values({ institution_id, degree_program_id, title, slug: `b-${++serial}` })
        .returning({ id: educationBases.id });
      const baseId = idOf(row);
      for (const [position, wave] of waves.entries()) {
        await handle.db.insert(admissionWaves).values({
          education_base_id: baseId,
          position,
          label: wave.label,
          date_from: new Date(wave.closes_at.getTime() - 90 * 86_400_000),
          date_to: wave.closes_at,
        });
      }
      return baseId;
    },
    apply: async ({ user, program, base, status, intake }) => {
      const [row] = await handle.db
        .insert(bookings)
        .values({
          user_id: user,
          institution_id,
          degree_program_id: program,
          education_base_id: base,
          status,
          intake,
        })
        .returning({ id: bookings.id });
      return idOf(row);
    },
    save: async (user_id, degree_program_id) => {
      await handle.db.insert(shortlistItems).values({ user_id, institution_id, degree_program_id, position: 0 });
    },
    close: async () => undefined,
  };
});
