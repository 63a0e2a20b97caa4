import type { DocumentEventRow, StatusHistoryRow } from "../../../core/domain/timeline/timeline-entry";
import type { TimelineRepository } from "../../../core/ports/timeline-repository.port";

type Stored<T> = { readonly booking_id: number; readonly row: T };

const byTime = <T extends { readonly at: Date }>(rows: readonly Stored<T>[], bookingId: number): readonly T[] =>
  rows
    .filter((stored) => stored.booking_id === bookingId)
    .map((stored) => stored.row)
    .sort((a, b) => a.at.getTime() - b.at.getTime());

/** The in-memory timeline: rows appended by the test, read back per application in time order. */
export function memoryTimelineRepository() {
  const history: Stored<StatusHistoryRow>[] = [];
  const documents: Stored<DocumentEventRow>[] = [];
  const repository: TimelineRepository = {
    statusHistory: async (bookingId) => byTime(history, bookingId),
    documentEvents: async (bookingId) => byTime(documents, bookingId),
  };
  return {
    ...repository,
    addStatus: (booking_id: number, row: StatusHistoryRow) => void history.push({ booking_id, row }),
    addDocumentEvent: (booking_id: number, row: DocumentEventRow) => void documents.push({ booking_id, row }),
  };
}
