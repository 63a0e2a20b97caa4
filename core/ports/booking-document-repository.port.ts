import type { DocumentActor } from "../domain/documents/document-command";
import type { ApplicationChecklistSource } from "../domain/course-application/application-checklist";
import type { ChecklistEntry } from "../domain/documents/document-checklist";
import type { UploadFileName } from "../domain/image/upload-file-name";

/** One stored version of a document; its bytes are in the private file store under `file_key`. */
export type StoredDocumentFile = {
  readonly id: number;
  readonly document_id: number;
  readonly version: number;
  readonly file_key: UploadFileName;
  /** The sanitised display name (docs/adr/052-application-documents.md), never a path. */
  readonly original_name: string;
  readonly content_type: string;
  readonly size: number;
  readonly sha256: string;
  readonly uploaded_by: number | null;
  readonly uploaded_at: Date;
};

/** A document of an application's checklist as stored; `stage` is raw text, read by the documents module. */
export type StoredDocument = {
  readonly id: number;
  readonly booking_id: number;
  readonly kind: string;
  readonly title: string;
  readonly note: string;
  readonly mandatory: boolean;
  readonly position: number;
  readonly stage: string;
  readonly remark: string;
  readonly updated_at: Date;
  /** Every version, oldest first. */
  readonly files: readonly StoredDocumentFile[];
};

/** A stage change of a document, as its timeline shows it. */
export type DocumentEventRow = {
  readonly document_id: number;
  readonly from_stage: string | null;
  readonly to_stage: string;
  readonly actor: DocumentActor;
  readonly actor_user_id: number | null;
  readonly remark: string;
  readonly at: Date;
};

/** A new version to store with a move (the bytes are already in the file store). */
export type NewDocumentFile = Omit<StoredDocumentFile, "id" | "document_id" | "version" | "uploaded_at">;

export type DocumentMove = {
  readonly booking_id: number;
  readonly document_id: number;
  /** The stage the move was computed from; nothing changes when the document no longer stands there. */
  readonly from: string;
  readonly to: string;
  readonly remark: string;
  readonly actor: DocumentActor;
  readonly actor_user_id: number;
  readonly at: Date;
  /** Stored as the next version in the same step. */
  readonly file: NewDocumentFile | null;
};

/** What a move did: refused because the stage changed, or applied (with the stored version of an upload). */
export type DocumentMoveOutcome =
  { readonly moved: false } | { readonly moved: true; readonly file: StoredDocumentFile | null };

/** The documents of applications, their versions and their stage changes. */
export interface BookingDocumentRepository {
  /** What the booking's checklist is built from: its education base or its course, null for a program booking or no booking. */
  checklistSource(booking_id: number): Promise<ApplicationChecklistSource | null>;
  /** Stores the entries the booking does not have yet (by kind); existing documents are left as they are. */
  ensure(booking_id: number, entries: readonly ChecklistEntry[]): Promise<void>;
  /** The booking's documents by position, each with its versions. */
  list(booking_id: number): Promise<readonly StoredDocument[]>;
  find(booking_id: number, document_id: number): Promise<StoredDocument | null>;
  /**
   * Moves a document, writes its event row and stores the file as the next version, in one step; `moved: false` (and
   * nothing written) when the document is not at `move.from` any more.
   */
  move(move: DocumentMove): Promise<DocumentMoveOutcome>;
  /** Stage changes of the booking's documents, oldest first. */
  events(booking_id: number): Promise<readonly DocumentEventRow[]>;
}
