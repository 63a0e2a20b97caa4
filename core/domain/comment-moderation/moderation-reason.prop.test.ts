import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MODERATION_REASON_MAX, MODERATION_REASON_MIN, moderationReason } from "./moderation-reason";

const blank = fc.stringMatching(/^[ \t\n\r]{0,4}$/);
const char = fc.constantFrom("a", "я", "字", "😀", "1", "-");
/** A reason of `min..max` characters whose first and last are not blank. */
const reasonOf = (min: number, max: number) =>
  fc.array(char, { minLength: min, maxLength: max }).map((chars) => chars.join(""));

describe("moderationReason", () => {
  it("keeps a reason of 3 to 500 characters, trimmed", () => {
    fc.assert(
      fc.property(blank, reasonOf(MODERATION_REASON_MIN, MODERATION_REASON_MAX), blank, (before, reason, after) => {
        expect(moderationReason(`${before}${reason}${after}`)).toEqual({ ok: true, value: reason });
      }),
    );
  });

  it("refuses fewer than 3 characters once trimmed, blanks around them not counting", () => {
    fc.assert(
      fc.property(blank, reasonOf(0, MODERATION_REASON_MIN - 1), blank, (before, reason, after) => {
        expect(moderationReason(`${before}${reason}${after}`)).toEqual({
          ok: false,
          error: { _tag: "ReasonTooShort", min: MODERATION_REASON_MIN, length: [...reason].length },
        });
      }),
    );
  });

  it("refuses more than 500 characters, counted as code points", () => {
    fc.assert(
      fc.property(char, fc.integer({ min: 1, max: 50 }), (c, extra) => {
        const length = MODERATION_REASON_MAX + extra;
        expect(moderationReason(c.repeat(length))).toEqual({
          ok: false,
          error: { _tag: "ReasonTooLong", max: MODERATION_REASON_MAX, length },
        });
      }),
    );
  });
});
