import type { BookingStatusKey } from "../../../core/domain/booking/booking-status";
import { BOOKING_STATUS_ORDER } from "../../../core/domain/booking/booking-status-order";
import type { QueueCriteria } from "../../../core/domain/staff-queue/queue-criteria";
import type { SlaOverride } from "../../../core/domain/staff-queue/staff-sla";
import type { NamedRef, QueueRow, StaffQueueRepository } from "../../../core/ports/staff-queue-repository.port";

/** An application as the fake keeps it: the row, and the account's own name and e-mail (searched too). */
export type MemoryQueueRecord = Readonly<{ row: QueueRow; account: Readonly<{ name: string; email: string }> }>;

const orderOf = (status: string): number => BOOKING_STATUS_ORDER[status as BookingStatusKey] ?? Number.MAX_SAFE_INTEGER;

const matches = (record: MemoryQueueRecord, c: QueueCriteria, withStatus: boolean): boolean => {
  const { row } = record;
  if (withStatus && c.status !== null && row.status !== c.status) return false;
  if (c.partyStatuses !== null && !(c.partyStatuses as readonly string[]).includes(row.status)) return false;
  if (c.institution !== null && row.institution?.id !== c.institution) return false;
  if (c.program !== null && row.program?.id !== c.program) return false;
  if (c.course !== null && row.course?.id !== c.course) return false;
  if (c.intake !== null && row.intake !== c.intake) return false;
  if (c.assignee === "none" && row.assignee !== null) return false;
  if (typeof c.assignee === "number" && row.assignee?.id !== c.assignee) return false;
  if (
    c.overdue !== null &&
    !c.overdue.some((cut) => cut.status === row.status && row.status_changed_at.getTime() <= cut.enteredBy.getTime())
  )
    return false;
  if (c.search !== null) {
    const { words, number } = c.search;
    const text = [row.student.name, row.student.email, row.student.phone, record.account.name, record.account.email]
      .join(" ")
      .toLowerCase();
    if (number !== row.id && !words.every((word) => text.includes(word))) return false;
  }
  return true;
};

const byQueueOrder = (a: MemoryQueueRecord, b: MemoryQueueRecord): number =>
  orderOf(a.row.status) - orderOf(b.row.status) ||
  (a.row.status < b.row.status ? -1 : a.row.status > b.row.status ? 1 : 0) ||
  a.row.status_changed_at.getTime() - b.row.status_changed_at.getTime() ||
  a.row.id - b.row.id;

const distinctByName = (refs: readonly NamedRef[]): NamedRef[] =>
  [...new Map(refs.map((ref) => [ref.id, ref])).values()].sort(
    (a, b) => a.name.localeCompare(b.name, "ru") || a.id - b.id,
  );

/** The queue in memory, for tests: `add` puts an application in, as the bookings table would hold it. */
export function memoryStaffQueue(staff: readonly NamedRef[]): StaffQueueRepository & {
  add(record: MemoryQueueRecord): void;
} {
  const records: MemoryQueueRecord[] = [];
  const sla = new Map<string, number>();
  return {
    add(record) {
      records.push(record);
    },

    async page(criteria) {
      const counts: Record<string, number> = {};
      for (const record of records) {
        if (matches(record, criteria, false)) counts[record.row.status] = (counts[record.row.status] ?? 0) + 1;
      }
      const selected = records.filter((record) => matches(record, criteria, true)).sort(byQueueOrder);
      return {
        rows: selected.slice(criteria.offset, criteria.offset + criteria.limit).map((record) => record.row),
        counts,
        total: selected.length,
      };
    },

    async filterOptions() {
      return {
        institutions: distinctByName(records.flatMap((r) => (r.row.institution === null ? [] : [r.row.institution]))),
        programs: distinctByName(records.flatMap((r) => (r.row.program === null ? [] : [r.row.program]))),
        courses: distinctByName(records.flatMap((r) => (r.row.course === null ? [] : [r.row.course]))),
        intakes: [...new Set(records.map((r) => r.row.intake).filter((intake) => intake !== ""))].sort(),
      };
    },

    async staffMembers() {
      return distinctByName(staff);
    },

    async assign(bookingId, assigneeId) {
      const at = records.findIndex((record) => record.row.id === bookingId);
      const found = records[at];
      if (found === undefined) return null;
      const assignee = assigneeId === null ? null : (staff.find((member) => member.id === assigneeId) ?? null);
      records[at] = { ...found, row: { ...found.row, assignee } };
      return { before: found.row.assignee?.id ?? null };
    },

    async slaOverrides(): Promise<readonly SlaOverride[]> {
      return [...sla].map(([status, hours]) => ({ status, hours })).sort((a, b) => a.status.localeCompare(b.status));
    },

    async setSla(status, hours) {
      if (hours === null) sla.delete(status);
      else sla.set(status, hours);
    },

    async assignee(bookingId) {
      const found = records.find((record) => record.row.id === bookingId);
      return found === undefined ? null : { assignee: found.row.assignee };
    },
  };
}
