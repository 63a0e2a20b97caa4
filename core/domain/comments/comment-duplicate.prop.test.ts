import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDuplicateComment } from "./comment-duplicate";
import { commentTextKey } from "./comment-text-key";
import type { RecentComment } from "./recent-comment";

const NOW_MS = Date.parse("2026-11-28T12:00:00.000Z");
const relation = fc.record({
  relation_id: fc.integer({ min: 1, max: 3 }),
  relation_type: fc.constantFrom("institution", "blog_post"),
});
const text = fc.constantFrom("Спасибо!", "спасибо!", "  СПАСИБО! ", "Хороший вуз", "хороший  вуз", "Плохой вуз");
const recent: fc.Arbitrary<RecentComment> = fc.record({
  created_at: fc.integer({ min: -2 * 86_400_000, max: 0 }).map((offset) => new Date(NOW_MS + offset)),
  relation,
  text,
  is_deleted: fc.boolean(),
});

describe("isDuplicateComment properties", () => {
  it("is a duplicate exactly when a live comment of the last 24 hours on the same model has the same key", () => {
    fc.assert(
      fc.property(relation, text, fc.array(recent, { maxLength: 8 }), (target, draft, history) => {
        const expected = history.some(
          (c) =>
            !c.is_deleted &&
            NOW_MS - c.created_at.getTime() < 86_400_000 &&
            c.relation.relation_id === target.relation_id &&
            c.relation.relation_type === target.relation_type &&
            commentTextKey(c.text) === commentTextKey(draft),
        );
        expect(isDuplicateComment({ relation: target, text: draft }, history, new Date(NOW_MS))).toBe(expected);
      }),
    );
  });

  it("deleted comments and comments on other models never make a duplicate", () => {
    fc.assert(
      fc.property(relation, text, fc.array(recent, { maxLength: 8 }), (target, draft, history) => {
        const harmless = history.map((c) =>
          c.relation.relation_id === target.relation_id && c.relation.relation_type === target.relation_type
            ? { ...c, is_deleted: true }
            : c,
        );
        expect(isDuplicateComment({ relation: target, text: draft }, harmless, new Date(NOW_MS))).toBe(false);
      }),
    );
  });

  it("a text just sent is a duplicate of itself however it is spaced or cased", () => {
    fc.assert(
      fc.property(relation, text, text, (target, first, second) => {
        const sent: RecentComment = {
          created_at: new Date(NOW_MS - 1000),
          relation: target,
          text: first,
          is_deleted: false,
        };
        const same = commentTextKey(first) === commentTextKey(second);
        expect(isDuplicateComment({ relation: target, text: second }, [sent], new Date(NOW_MS))).toBe(same);
      }),
    );
  });
});
