import type { StaffNote, StaffNotes } from "../../../core/ports/staff-notes.port";

/** Staff notes for unit tests: kept in memory, listed newest first like the SQL adapter. */
export function memoryStaffNotes(): StaffNotes {
  const notes: StaffNote[] = [];
  return {
    add(note) {
      const stored = { ...note, id: notes.length + 1 };
      notes.push(stored);
      return Promise.resolve(stored);
    },
    list(booking_id, { page, per_page }) {
      const matching = notes
        .filter((note) => note.booking_id === booking_id)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
      const start = (page - 1) * per_page;
      return Promise.resolve({ notes: matching.slice(start, start + per_page), total: matching.length });
    },
  };
}
