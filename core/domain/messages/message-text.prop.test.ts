import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH, messageText } from "./message-text";

const blank = fc.stringMatching(/^[ \t\n\r]{0,8}$/);
const body = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
  .map((text) => text.trim())
  .filter((text) => text.length > 0);

describe("messageText properties", () => {
  it("accepts any non-blank text up to the limit, trimmed, whatever whitespace surrounds it", () => {
    fc.assert(
      fc.property(blank, body, blank, (before, text, after) => {
        expect(messageText(`${before}${text}${after}`)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it("is idempotent: a stored text reads back as itself", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const once = messageText(raw);
        if (once.ok) expect(messageText(once.value)).toEqual(once);
      }),
    );
  });

  it("refuses exactly the texts longer than the limit after trimming", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.constantFrom("a", "ж", "😀"), (extra, char) => {
        const result = messageText(char.repeat(MESSAGE_MAX_LENGTH + extra));
        expect(result).toEqual({
          ok: false,
          error: { _tag: "MessageTooLong", max: MESSAGE_MAX_LENGTH, length: MESSAGE_MAX_LENGTH + extra },
        });
      }),
    );
  });
});
