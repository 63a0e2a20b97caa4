import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateWithIndexArb, okValue } from "../../../tests/arbitraries/comments.arb";
import { deleteComment } from "./comments-list-delete";

describe("deleteComment properties", () => {
  it("keeps ids and positions, and leaves a marker at the deleted index", () => {
    fc.assert(
      fc.property(listStateWithIndexArb, ({ state, index }) => {
        const next = okValue(deleteComment(state, state.comments[index]?.id ?? 0));
        expect(next.comments.map((c) => c.id)).toEqual(state.comments.map((c) => c.id));
        expect(next.comments[index]).toMatchObject({ is_deleted: true, text: "", attachment_id: null });
        expect(next.counter.current_total).toBe(state.counter.current_total);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(listStateWithIndexArb, ({ state, index }) => {
        const id = state.comments[index]?.id ?? 0;
        const once = okValue(deleteComment(state, id));
        expect(okValue(deleteComment(once, id))).toEqual(once);
      }),
    );
  });

  it("lowers counter.all by one for a live comment and never below zero", () => {
    fc.assert(
      fc.property(listStateWithIndexArb, ({ state, index }) => {
        const target = state.comments[index];
        const next = okValue(deleteComment(state, target?.id ?? 0));
        const expected = target?.is_deleted ? state.counter.all : Math.max(0, state.counter.all - 1);
        expect(next.counter.all).toBe(expected);
      }),
    );
  });
});
