import { parseBookingStatus } from "../booking/parse-booking-status";
import type { DocumentEventRow, StatusHistoryRow, TimelineActor, TimelineEntry } from "./timeline-entry";

const APPLICANT_ACTORS: readonly string[] = ["user", "applicant"];
const STAFF_ACTORS: readonly string[] = ["staff", "admin"];

/** The stored actor text read as who acted; anything not an applicant or staff is the system. */
export const timelineActor = (actor: string): TimelineActor => {
  if (APPLICANT_ACTORS.includes(actor)) return "applicant";
  if (STAFF_ACTORS.includes(actor)) return "staff";
  return "system";
};

const statusEntry = (row: StatusHistoryRow): TimelineEntry => ({
  _tag: "StatusChanged",
  at: row.at,
  by: timelineActor(row.actor),
  from: row.from === null ? null : parseBookingStatus(row.from),
  to: parseBookingStatus(row.to),
  comment: row.comment,
});

const documentEntry = (row: DocumentEventRow): TimelineEntry => ({
  _tag: "DocumentMoved",
  at: row.at,
  by: timelineActor(row.actor),
  document_title: row.document_title,
  from_stage: row.from_stage,
  to_stage: row.to_stage,
  remark: row.remark,
});

/**
 * One timeline of an application, oldest first. Rows with the same time keep their order within their source, and
 * a status change comes before a document event of the same instant (the move is what the documents answer).
 */
export const mergeTimeline = (
  history: readonly StatusHistoryRow[],
  documents: readonly DocumentEventRow[],
): readonly TimelineEntry[] => {
  const tagged = [
    ...history.map((row, index) => ({ entry: statusEntry(row), source: 0, index })),
    ...documents.map((row, index) => ({ entry: documentEntry(row), source: 1, index })),
  ];
  return tagged
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || a.source - b.source || a.index - b.index)
    .map(({ entry }) => entry);
};
