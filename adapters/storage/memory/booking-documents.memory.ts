import type { ApplicationChecklistSource } from "../../../core/domain/course-application/application-checklist";
import type { ChecklistEntry } from "../../../core/domain/documents/document-checklist";
import type {
  BookingDocumentRepository,
  DocumentEventRow,
  DocumentMove,
  DocumentMoveOutcome,
  StoredDocument,
  StoredDocumentFile,
} from "../../../core/ports/booking-document-repository.port";

type Row = Omit<StoredDocument, "files">;

/**
 * Documents in memory, for unit tests. `sourceOf` answers what a booking's checklist is built from (undefined for
 * no such booking); every write is synchronous, so a move's check and write cannot interleave with another.
 */
export class MemoryBookingDocumentRepository implements BookingDocumentRepository {
  private readonly rows: Row[] = [];
  private readonly files: StoredDocumentFile[] = [];
  private readonly log: (DocumentEventRow & { booking_id: number })[] = [];
  private nextId = 1;

  constructor(private readonly sourceOf: (booking_id: number) => ApplicationChecklistSource | null) {}

  async checklistSource(booking_id: number): Promise<ApplicationChecklistSource | null> {
    return this.sourceOf(booking_id);
  }

  async ensure(booking_id: number, entries: readonly ChecklistEntry[]): Promise<void> {
    for (const entry of entries) {
      if (this.rows.some((r) => r.booking_id === booking_id && r.kind === entry.kind)) continue;
      this.rows.push({
        id: this.nextId++,
        booking_id,
        ...entry,
        stage: "needed",
        remark: "",
        updated_at: new Date(0),
      });
    }
  }

  private withFiles(row: Row): StoredDocument {
    return {
      ...row,
      files: this.files.filter((f) => f.document_id === row.id).sort((a, b) => a.version - b.version),
    };
  }

  async list(booking_id: number): Promise<readonly StoredDocument[]> {
    return this.rows
      .filter((r) => r.booking_id === booking_id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((r) => this.withFiles(r));
  }

  async find(booking_id: number, document_id: number): Promise<StoredDocument | null> {
    const row = this.rows.find((r) => r.booking_id === booking_id && r.id === document_id);
    return row ? this.withFiles(row) : null;
  }

  async move(move: DocumentMove): Promise<DocumentMoveOutcome> {
    const i = this.rows.findIndex((r) => r.booking_id === move.booking_id && r.id === move.document_id);
    const row = this.rows[i];
    if (row === undefined || row.stage !== move.from) return { moved: false };
    this.rows[i] = { ...row, stage: move.to, remark: move.remark, updated_at: move.at };
    this.log.push({
      booking_id: move.booking_id,
      document_id: move.document_id,
      from_stage: move.from,
      to_stage: move.to,
      actor: move.actor,
      actor_user_id: move.actor_user_id,
      remark: move.remark,
      at: move.at,
    });
    if (move.file === null) return { moved: true, file: null };
    const versions = this.files.filter((f) => f.document_id === move.document_id).map((f) => f.version);
    const file: StoredDocumentFile = {
      ...move.file,
      id: this.nextId++,
      document_id: move.document_id,
      version: Math.max(0, ...versions) + 1,
      uploaded_at: move.at,
    };
    this.files.push(file);
    return { moved: true, file };
  }

  async events(booking_id: number): Promise<readonly DocumentEventRow[]> {
    return this.log
      .filter((e) => e.booking_id === booking_id)
      .map(({ booking_id: _, ...event }) => event)
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}
