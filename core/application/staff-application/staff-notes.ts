import { Effect } from "effect";
import { staffNoteText, type StaffNoteTextError } from "../../domain/staff-notes/staff-note-text";
import type { StaffNote } from "../../ports/staff-notes.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { accountNames } from "./account-names";
import { existingBooking } from "./existing-booking";
import type { StaffApplicationDeps, StaffBookingNotFound, StaffPageQuery } from "./staff-application-deps";

/** A note with its author's name as the account has it now. */
export type NamedStaffNote = StaffNote & { readonly author_name: string };

export type NamedStaffNotesPage = { readonly notes: readonly NamedStaffNote[]; readonly total: number };

/** A staff member writes a note on an application, seen by staff only; the audit log keeps it (ADR 057). */
export const addStaffNote = (
  deps: Pick<StaffApplicationDeps, "bookings" | "users" | "notes" | "audit">,
  staff_user_id: number,
  booking_id: number,
  raw: string,
  now: Date,
): Effect.Effect<NamedStaffNote, StaffBookingNotFound | StaffNoteTextError> =>
  Effect.gen(function* () {
    yield* existingBooking(deps, booking_id);
    const text = yield* fromDomainResult(staffNoteText(raw));
    const note = yield* Effect.promise(() =>
      deps.notes.add({ booking_id, author_user_id: staff_user_id, text, created_at: now }),
    );
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: staff_user_id,
        action: "note.add",
        subject_type: "note",
        subject_id: note.id,
        booking_id,
        before: null,
        after: { text },
        at: now,
      }),
    );
    const names = yield* Effect.promise(() => accountNames(deps.users, [staff_user_id]));
    return { ...note, author_name: names.get(staff_user_id) ?? "" };
  });

/** One page of an application's staff notes, newest first, with their authors' names. */
export const listStaffNotes = (
  deps: Pick<StaffApplicationDeps, "bookings" | "users" | "notes">,
  booking_id: number,
  page: StaffPageQuery,
): Effect.Effect<NamedStaffNotesPage, StaffBookingNotFound> =>
  Effect.gen(function* () {
    yield* existingBooking(deps, booking_id);
    const listed = yield* Effect.promise(() => deps.notes.list(booking_id, page));
    const names = yield* Effect.promise(() =>
      accountNames(
        deps.users,
        listed.notes.map((note) => note.author_user_id),
      ),
    );
    const notes = listed.notes.map((note) => ({ ...note, author_name: names.get(note.author_user_id) ?? "" }));
    return { notes, total: listed.total };
  });
