import { BOOKING_STATUS_ORDER } from "../booking/booking-status-order";
import type { BookingStatusKey } from "../booking/booking-status";

/** Which rows of one status a page of the queue takes: `limit` rows from `offset`, oldest in the status first. */
export type StatusWindow = Readonly<{ status: string; offset: number; limit: number }>;

const rankOf = (status: string): number => BOOKING_STATUS_ORDER[status as BookingStatusKey] ?? Number.MAX_SAFE_INTEGER;

/** Stored statuses in the queue's order: the domain's, then unknown keys by name. */
export const queueStatusOrder = (statuses: readonly string[]): readonly string[] =>
  [...statuses].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));

/**
 * The slices of each status that rows `offset`..`offset + limit` of the queue (ordered by status, then by time in it)
 * are, given how many rows each status has: a store reads each slice along its (status, time) index instead of
 * sorting every matching row (ADR 056). Statuses with no rows or outside the window take nothing.
 */
export const statusWindows = (
  counts: Readonly<Record<string, number>>,
  offset: number,
  limit: number,
): readonly StatusWindow[] => {
  const windows: StatusWindow[] = [];
  let start = 0;
  for (const status of queueStatusOrder(Object.keys(counts))) {
    const count = Math.max(0, counts[status] ?? 0);
    const from = Math.max(offset, start);
    const to = Math.min(offset + limit, start + count);
    if (to > from) windows.push({ status, offset: from - start, limit: to - from });
    start += count;
  }
  return windows;
};
