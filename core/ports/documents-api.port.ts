import type { PreparationStep } from "../domain/documents/document-stage";
import type { DocumentStep } from "../domain/documents/document-steps";
import type { SubmitResult } from "./submit-result";

/** A stored version of a document as the pages show it (times as ISO text). */
export type DocumentVersionView = {
  readonly id: number;
  readonly version: number;
  readonly name: string;
  readonly content_type: string;
  readonly size: number;
  readonly uploaded_at: string;
};

/** One document of an application's checklist with its stepper and versions, newest first. */
export type ApplicationDocumentView = {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly note: string;
  readonly mandatory: boolean;
  readonly stage: string;
  readonly remark: string;
  readonly preparation_steps: readonly PreparationStep[];
  readonly steps: readonly DocumentStep[];
  readonly updated_at: string;
  readonly versions: readonly DocumentVersionView[];
};

export type ApplicationDocumentsView = {
  readonly booking_id: number;
  readonly mandatory_total: number;
  readonly mandatory_done: number;
  readonly documents: readonly ApplicationDocumentView[];
};

/** A file picked for upload. */
export type DocumentFileUpload = { readonly bytes: Uint8Array; readonly name: string };

/** The documents of the signed-in user's application (docs/adr/052-application-documents.md). */
export interface DocumentsApi {
  /** GET /bookings/{id}/documents; null for no such application (or someone else's), a visitor, or a failure. */
  list(bookingId: number): Promise<ApplicationDocumentsView | null>;
  /** POST .../stage: a preparation step done. */
  prepare(bookingId: number, documentId: number, step: PreparationStep): Promise<SubmitResult>;
  /** POST .../upload: a file (a new version when one is there). */
  upload(bookingId: number, documentId: number, file: DocumentFileUpload): Promise<SubmitResult>;
}
