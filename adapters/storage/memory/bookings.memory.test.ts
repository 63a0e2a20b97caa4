import { describe } from "vitest";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { bookingRepositoryContract } from "../bookings.contract";
import { MemoryBookingRepository } from "./bookings.memory";

describe("MemoryBookingRepository", () => {
  bookingRepositoryContract(async () => {
    const institution = buildInstitutionRef({ id: 101 });
    const program = { id: 201, institution_id: 101, slug: "bakalavriat", title: "Бакалавриат" };
    const base = { id: 501, institution_id: 101, degree_program_id: 201, slug: "grant-501", title: "Грант" };
    const otherBase = { id: 502, institution_id: 101, degree_program_id: 201, slug: "platno-502", title: "Платно" };
    const course = {
      id: 701,
      slug: "yazykovoj-semestr",
      title: "Языковой семестр",
      kind: "language" as const,
      duration: "1 семестр, 18 недель",
      price: 145_000,
    };
    return {
      repo: new MemoryBookingRepository({
        institutions: [institution],
        degree_programs: [program],
        education_bases: [base, otherBase],
        courses: [course],
      }),
      user: 1,
      otherUser: 2,
      institution,
      program,
      base,
      otherBase,
      course,
      missingId: 9999,
      close: async () => {},
    };
  });
});
