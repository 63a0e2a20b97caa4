import type { DocumentEventRow, StatusHistoryRow } from "../domain/timeline/timeline-entry";

/** What happened to an application, as stored: its status history and its documents' events. */
export interface TimelineRepository {
  /** booking_status_history of the application, oldest first (by time, then by row). */
  statusHistory(booking_id: number): Promise<readonly StatusHistoryRow[]>;
  /** booking_document_events of the application with each document's title, oldest first (by time, then by row). */
  documentEvents(booking_id: number): Promise<readonly DocumentEventRow[]>;
}
