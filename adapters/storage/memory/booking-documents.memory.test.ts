import { describe } from "vitest";
import { bookingDocumentRepositoryContract } from "../booking-documents.contract";
import { MemoryBookingDocumentRepository } from "./booking-documents.memory";

const BASE_DOCUMENTS = [{ title: "Мотивационное письмо", note: "До 800 слов" }, { title: "Рекомендация" }];

describe("MemoryBookingDocumentRepository", () => {
  bookingDocumentRepositoryContract(async () => ({
    repo: new MemoryBookingDocumentRepository((id) =>
      id === 10 ? { hsk_level: 3, required_documents: BASE_DOCUMENTS } : null,
    ),
    user: 1,
    staff: 2,
    baseBooking: 10,
    baseDocuments: BASE_DOCUMENTS,
    programBooking: 11,
    missingBooking: 9999,
    close: async () => {},
  }));
});
