import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentArb, commentIdArb, listStateWithIndexArb, okValue } from "../../../tests/arbitraries/comments.arb";
import { commentRepliesLoaded } from "./comments-list-replies";

const repliesCase = listStateWithIndexArb.chain(({ state, index }) => {
  const parentId = state.comments[index]?.id ?? 0;
  return fc
    .array(commentIdArb, { maxLength: 8 })
    .chain((replyIds) => fc.tuple(...replyIds.map((id) => commentArb(id, parentId))))
    .map((replies) => ({ state, index, parentId, replies }));
});

describe("commentRepliesLoaded properties", () => {
  it("places the unseen replies right after the parent and keeps everything else in order", () => {
    fc.assert(
      fc.property(repliesCase, ({ state, index, parentId, replies }) => {
        const next = okValue(commentRepliesLoaded(state, parentId, replies));
        const before = state.comments.map((c) => c.id);
        const unseen = [...new Set(replies.map((r) => r.id))].filter((id) => !before.includes(id));
        expect(next.comments.map((c) => c.id)).toEqual([
          ...before.slice(0, index + 1),
          ...unseen,
          ...before.slice(index + 1),
        ]);
      }),
    );
  });
});
