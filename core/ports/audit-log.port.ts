/** What a staff action touched (ADR 057). */
export type AuditSubject =
  "booking" | "document" | "ledger_line" | "message" | "milestone" | "note" | "lead" | "user" | "sla" | "comment";

/**
 * One staff action as the audit log keeps it: who (null for the system), what (`action`, e.g. "booking.move",
 * "document.decide", "lead.update"), on which object, its application when it belongs to one, and the object's
 * state before and after (plain JSON; null when the object did not exist before or no longer exists after).
 */
export type AuditEntry = {
  readonly actor_user_id: number | null;
  readonly action: string;
  readonly subject_type: AuditSubject;
  readonly subject_id: number;
  readonly booking_id: number | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
};

export type StoredAuditEntry = AuditEntry & { readonly id: number };

/** A page of the audit log, newest first. */
export type AuditPage = { readonly entries: readonly StoredAuditEntry[]; readonly total: number };

export type AuditQuery = {
  /** Only the actions on this application (its documents, lines, messages and notes included). */
  readonly booking_id?: number;
  readonly actor_user_id?: number;
  readonly subject_type?: AuditSubject;
  readonly page: number;
  readonly per_page: number;
};

/** The staff console's audit log: every staff action is recorded, never changed or deleted. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  list(query: AuditQuery): Promise<AuditPage>;
}
