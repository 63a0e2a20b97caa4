import { err, ok, type Result } from "../shared/result";

/** The longest staff note on an application, in characters (code points) after trimming. */
export const STAFF_NOTE_MAX_LENGTH = 2000;

export type StaffNoteTextError =
  { readonly _tag: "NoteEmpty" } | { readonly _tag: "NoteTooLong"; readonly max: number; readonly length: number };

/** A staff note as it is stored: trimmed at both ends, 1 to 2000 characters, plain text (ADR 057). */
export const staffNoteText = (raw: string): Result<string, StaffNoteTextError> => {
  const text = raw.trim();
  const length = [...text].length;
  if (length === 0) return err({ _tag: "NoteEmpty" });
  if (length > STAFF_NOTE_MAX_LENGTH) return err({ _tag: "NoteTooLong", max: STAFF_NOTE_MAX_LENGTH, length });
  return ok(text);
};
