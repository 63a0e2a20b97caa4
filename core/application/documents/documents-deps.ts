import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import type { AuditLog } from "../../ports/audit-log.port";
import type { BookingDocumentRepository } from "../../ports/booking-document-repository.port";
import type { BookingRepository } from "../../ports/booking-repository.port";
import type { FileStore } from "../../ports/file-store.port";

/** What the document use cases reach: the bookings (who owns one), the documents, the PRIVATE file store, the notifier. */
export type DocumentsDeps = {
  readonly bookings: BookingRepository;
  readonly documents: BookingDocumentRepository;
  /** Rooted outside the public uploads: document bytes are served only through the checked download. */
  readonly files: FileStore;
  readonly notifier: ApplicantNotifier;
  /** Where staff decisions are recorded (ADR 057). */
  readonly audit: AuditLog;
};

/** Who asks: a signed-in user, and whether they are staff (role staff or admin). */
export type DocumentViewer = { readonly user_id: number; readonly staff: boolean };
