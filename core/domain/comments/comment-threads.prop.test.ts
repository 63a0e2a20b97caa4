import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentsWithIdsArb } from "../../../tests/arbitraries/comments.arb";
import { commentThreads } from "./comment-threads";

const listArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 12 })
  .chain((ids) => commentsWithIdsArb(ids));

describe("commentThreads properties", () => {
  it("keeps every root once, in order, and every reply of a loaded root in its root's thread", () => {
    fc.assert(
      fc.property(listArb, (comments) => {
        const threads = commentThreads(comments);
        expect(threads.map((t) => t.root.id)).toEqual(comments.filter((c) => c.parent_id === null).map((c) => c.id));
        const shown = threads.flatMap((t) => [t.root, ...t.replies]).map((c) => c.id);
        expect(new Set(shown).size).toBe(shown.length);
        // commentsWithIdsArb makes each reply answer an earlier entry, so every entry has a loaded root.
        expect(shown.length).toBe(comments.length);
        for (const thread of threads) {
          const inThread = new Set([thread.root.id]);
          for (const reply of thread.replies) {
            expect(inThread.has(reply.parent_id ?? -1)).toBe(true);
            inThread.add(reply.id);
          }
        }
      }),
    );
  });
});
