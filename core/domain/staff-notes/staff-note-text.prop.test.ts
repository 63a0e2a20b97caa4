import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STAFF_NOTE_MAX_LENGTH, staffNoteText } from "./staff-note-text";

const blank = fc.stringMatching(/^[ \t\n\r]*$/);
const word = fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== "");

describe("staffNoteText", () => {
  it("keeps any text with something in it, trimmed, up to the limit", () => {
    fc.assert(
      fc.property(blank, word, blank, (before, text, after) => {
        const note = staffNoteText(`${before}${text}${after}`);
        expect(note).toEqual({ ok: true, value: text.trim() });
      }),
    );
  });

  it("refuses a note of blanks only", () => {
    fc.assert(
      fc.property(blank, (text) => {
        expect(staffNoteText(text)).toEqual({ ok: false, error: { _tag: "NoteEmpty" } });
      }),
    );
  });

  it("counts code points: the limit holds for any character, and one more is refused", () => {
    fc.assert(
      fc.property(fc.constantFrom("a", "я", "字", "😀"), (char) => {
        expect(staffNoteText(char.repeat(STAFF_NOTE_MAX_LENGTH)).ok).toBe(true);
        expect(staffNoteText(char.repeat(STAFF_NOTE_MAX_LENGTH + 1))).toEqual({
          ok: false,
          error: { _tag: "NoteTooLong", max: STAFF_NOTE_MAX_LENGTH, length: STAFF_NOTE_MAX_LENGTH + 1 },
        });
      }),
    );
  });
});
