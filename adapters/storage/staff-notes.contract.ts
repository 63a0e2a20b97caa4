import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StaffNotes } from "../../core/ports/staff-notes.port";

/** What each adapter's test gives: fresh notes, two applications and two staff members' ids. */
export type StaffNotesContractWorld = Readonly<{
  notes: StaffNotes;
  booking: number;
  otherBooking: number;
  staff: number;
  otherStaff: number;
  close: () => Promise<void>;
}>;

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 9, minute));

/** The behaviour every StaffNotes adapter must have (run against memory, PGlite and PostgreSQL). */
export function staffNotesContract(name: string, open: () => Promise<StaffNotesContractWorld>) {
  describe(`StaffNotes contract: ${name}`, () => {
    let w: StaffNotesContractWorld;
    beforeEach(async () => {
      w = await open();
    });
    afterEach(() => w.close());

    it("has no notes for an application nobody wrote about", async () => {
      expect(await w.notes.list(w.booking, { page: 1, per_page: 10 })).toEqual({ notes: [], total: 0 });
    });

    it("answers a note as stored, with its id, and lists it", async () => {
      const note = { booking_id: w.booking, author_user_id: w.staff, text: "Позвонить маме", created_at: at(1) };
      const stored = await w.notes.add(note);
      expect(stored).toEqual({ ...note, id: expect.any(Number) });
      expect(await w.notes.list(w.booking, { page: 1, per_page: 10 })).toEqual({ notes: [stored], total: 1 });
    });

    it("lists newest first, the later note first at the same time, paged with the total", async () => {
      const first = await w.notes.add({ booking_id: w.booking, author_user_id: w.staff, text: "1", created_at: at(1) });
      const second = await w.notes.add({
        booking_id: w.booking,
        author_user_id: w.otherStaff,
        text: "2",
        created_at: at(5),
      });
      const third = await w.notes.add({ booking_id: w.booking, author_user_id: w.staff, text: "3", created_at: at(5) });
      expect(await w.notes.list(w.booking, { page: 1, per_page: 2 })).toEqual({ notes: [third, second], total: 3 });
      expect(await w.notes.list(w.booking, { page: 2, per_page: 2 })).toEqual({ notes: [first], total: 3 });
      expect(await w.notes.list(w.booking, { page: 3, per_page: 2 })).toEqual({ notes: [], total: 3 });
    });

    it("keeps each application's notes apart", async () => {
      await w.notes.add({ booking_id: w.booking, author_user_id: w.staff, text: "Только здесь", created_at: at(1) });
      expect(await w.notes.list(w.otherBooking, { page: 1, per_page: 10 })).toEqual({ notes: [], total: 0 });
    });
  });
}
