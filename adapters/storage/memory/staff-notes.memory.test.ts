import { staffNotesContract } from "../staff-notes.contract";
import { memoryStaffNotes } from "./staff-notes.memory";

staffNotesContract("memory", async () => ({
  notes: memoryStaffNotes(),
  booking: 1,
  otherBooking: 2,
  staff: 7,
  otherStaff: 8,
  close: async () => undefined,
}));
