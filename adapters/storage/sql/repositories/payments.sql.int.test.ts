import { Result } from "effect";
import { afterAll, beforeAll, describe } from "vitest";
import { runUseCase } from "../../../../core/application/shared/run-use-case";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { paymentStoresContract } from "../../payments.contract";
import type { DatabaseHandle } from "../database";
import { sqlBookingRepository } from "./bookings.sql";
import { sqlLedgerRepository, sqlPaymentRepository } from "./payments.sql";

describe("sqlLedgerRepository and sqlPaymentRepository", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  paymentStoresContract(async () => {
    const c = await insertCatalogue(handle.db);
    const user = await insertUser(handle.db);
    const bookings = sqlBookingRepository(handle.db);
    const target = { institution_id: c.institution.id, degree_program_id: c.program.id };
    const open = async (education_base_id: number) => {
      const made = await runUseCase(
        bookings.create(user.id, { ...target, education_base_id }, ["sent", "cancelled"], new Date()),
      );
      if (Result.isFailure(made)) throw new Error("expected a new booking");
      return made.success.id;
    };
    return {
      ledger: sqlLedgerRepository(handle.db),
      payments: sqlPaymentRepository(handle.db),
      booking: await open(c.base.id),
      otherBooking: await open(c.otherBase.id),
      user: user.id,
      missingId: 2_000_000_000,
      close: async () => {},
    };
  });
});
