import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentArb, listStateWithFreshIdArb, okValue } from "../../../tests/arbitraries/comments.arb";
import { addComment } from "./comments-list-add";

const liveParentCase = listStateWithFreshIdArb(1).chain(({ state, freshId }) =>
  fc.integer({ min: 0, max: state.comments.length - 1 }).chain((parentIndex) => {
    const parent = state.comments[parentIndex];
    const comments = state.comments.map((c, i) => (i === parentIndex ? { ...c, is_deleted: false } : c));
    return commentArb(freshId, parent?.id ?? null).map((reply) => ({
      state: { ...state, comments },
      reply,
      parentIndex,
    }));
  }),
);

describe("addComment properties", () => {
  it("a top-level comment lands at index 0 and the rest keep their order", () => {
    fc.assert(
      fc.property(
        listStateWithFreshIdArb().chain(({ state, freshId }) =>
          commentArb(freshId, null).map((comment) => ({ state, comment })),
        ),
        ({ state, comment }) => {
          const next = okValue(addComment(state, comment));
          expect(next.comments[0]?.id).toBe(comment.id);
          expect(next.comments.slice(1).map((c) => c.id)).toEqual(state.comments.map((c) => c.id));
          expect(next.counter.current_total).toBe(state.counter.current_total + 1);
          expect(next.counter.all).toBe(state.counter.all + 1);
        },
      ),
    );
  });

  it("a reply lands at its parent's index + 1 and leaves current_total alone", () => {
    fc.assert(
      fc.property(liveParentCase, ({ state, reply, parentIndex }) => {
        const next = okValue(addComment(state, reply));
        expect(next.comments[parentIndex + 1]?.id).toBe(reply.id);
        expect(next.comments[parentIndex]?.replies_count).toBe((state.comments[parentIndex]?.replies_count ?? 0) + 1);
        expect(next.comments).toHaveLength(state.comments.length + 1);
        expect(next.counter.current_total).toBe(state.counter.current_total);
      }),
    );
  });

  it("adding an id twice fails the second time and leaves a single entry", () => {
    fc.assert(
      fc.property(
        listStateWithFreshIdArb().chain(({ state, freshId }) =>
          commentArb(freshId, null).map((comment) => ({ state, comment })),
        ),
        ({ state, comment }) => {
          const once = okValue(addComment(state, comment));
          expect(addComment(once, comment).ok).toBe(false);
          expect(once.comments.filter((c) => c.id === comment.id)).toHaveLength(1);
        },
      ),
    );
  });
});
