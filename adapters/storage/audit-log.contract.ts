import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry, AuditLog } from "../../core/ports/audit-log.port";

/** What each adapter's test gives: a fresh log, two applications and two staff members' ids. */
export type AuditLogContractWorld = Readonly<{
  log: AuditLog;
  booking: number;
  otherBooking: number;
  staff: number;
  otherStaff: number;
  close: () => Promise<void>;
}>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

/** The behaviour every AuditLog must have (run against memory and SQL). */
export function auditLogContract(name: string, open: () => Promise<AuditLogContractWorld>) {
  describe(`AuditLog contract: ${name}`, () => {
    let w: AuditLogContractWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    const entry = (over: Partial<AuditEntry>): AuditEntry => ({
      actor_user_id: w.staff,
      action: "booking.move",
      subject_type: "booking",
      subject_id: w.booking,
      booking_id: w.booking,
      before: { status: "checking" },
      after: { status: "in_review", remark: "Скан паспорта нечитаем" },
      at: at(0),
      ...over,
    });

    it("is empty before anyone acted", async () => {
      expect(await w.log.list({ page: 1, per_page: 10 })).toEqual({ entries: [], total: 0 });
    });

    it("keeps who, what, on which object, before and after, exactly as recorded", async () => {
      const recorded = entry({});
      await w.log.record(recorded);
      const { entries, total } = await w.log.list({ page: 1, per_page: 10 });
      expect(total).toBe(1);
      expect(entries).toEqual([{ ...recorded, id: expect.any(Number) }]);
    });

    it("keeps a missing before or after as null (a thing created, a thing removed)", async () => {
      await w.log.record(entry({ action: "note.add", subject_type: "note", subject_id: 7, before: null }));
      const [only] = (await w.log.list({ page: 1, per_page: 10 })).entries;
      expect(only?.before).toBeNull();
    });

    it("lists newest first and pages, with the total of the filter", async () => {
      for (const minute of [3, 1, 4, 2, 5]) await w.log.record(entry({ at: at(minute), subject_id: minute }));
      const first = await w.log.list({ page: 1, per_page: 2 });
      const second = await w.log.list({ page: 2, per_page: 2 });
      const third = await w.log.list({ page: 3, per_page: 2 });
      expect(first.total).toBe(5);
      expect([...first.entries, ...second.entries, ...third.entries].map((e) => e.subject_id)).toEqual([5, 4, 3, 2, 1]);
    });

    it("filters by application, by actor and by kind of object", async () => {
      await w.log.record(entry({ at: at(1) }));
      await w.log.record(entry({ at: at(2), booking_id: w.otherBooking, subject_id: w.otherBooking }));
      await w.log.record(entry({ at: at(3), actor_user_id: w.otherStaff, subject_type: "document", subject_id: 3 }));
      await w.log.record(
        entry({ at: at(4), booking_id: null, subject_type: "lead", subject_id: 11, action: "lead.update" }),
      );
      const ids = async (query: Parameters<AuditLog["list"]>[0]) =>
        (await w.log.list(query)).entries.map((e) => e.at.getUTCMinutes());
      expect(await ids({ booking_id: w.booking, page: 1, per_page: 10 })).toEqual([3, 1]);
      expect(await ids({ actor_user_id: w.otherStaff, page: 1, per_page: 10 })).toEqual([3]);
      expect(await ids({ subject_type: "lead", page: 1, per_page: 10 })).toEqual([4]);
      expect(await ids({ booking_id: w.booking, subject_type: "booking", page: 1, per_page: 10 })).toEqual([1]);
    });

    it("keeps entries made in the same instant, the later one first", async () => {
      await w.log.record(entry({ subject_id: 1 }));
      await w.log.record(entry({ subject_id: 2 }));
      expect((await w.log.list({ page: 1, per_page: 10 })).entries.map((e) => e.subject_id)).toEqual([2, 1]);
    });
  });
}
