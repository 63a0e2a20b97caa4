import { describe } from "vitest";
import { bookingDocumentRepositoryContract } from "../booking-documents.contract";
import { MemoryBookingDocumentRepository } from "./booking-documents.memory";

const BASE_DOCUMENTS = [{ title: "Мотивационное письмо", note: "До 800 слов" }, { title: "Рекомендация" }];

describe("MemoryBookingDocumentRepository", () => {
  bookingDocumentRepositoryContract(async () => ({
    repo: new MemoryBookingDocumentRepository((id) => {
      if (id === 10) return { hsk_level: 3, required_documents: BASE_DOCUMENTS };
      return id === 12 ? { course_kind: "language", course_duration: "1 учебный год" } : null;
    }),
    user: 1,
    staff: 2,
    baseBooking: 10,
    baseDocuments: BASE_DOCUMENTS,
    programBooking: 11,
    courseBooking: 12,
    missingBooking: 9999,
    close: async () => {},
  }));
});
