import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateWithIndexArb, okValue } from "../../../tests/arbitraries/comments.arb";
import { editComment } from "./comments-list-edit";

const liveCase = fc
  .record({ picked: listStateWithIndexArb, text: fc.string(), attachment_id: fc.option(fc.nat()) })
  .map(({ picked: { state, index }, text, attachment_id }) => ({
    state: { ...state, comments: state.comments.map((c, i) => (i === index ? { ...c, is_deleted: false } : c)) },
    index,
    text,
    attachment_id,
  }));

describe("editComment properties", () => {
  it("keeps length and every position; only the edited entry changes", () => {
    fc.assert(
      fc.property(liveCase, ({ state, index, text, attachment_id }) => {
        const id = state.comments[index]?.id ?? 0;
        const next = okValue(editComment(state, { id, text, attachment_id }));
        expect(next.comments.map((c) => c.id)).toEqual(state.comments.map((c) => c.id));
        expect(next.comments.filter((_, i) => i !== index)).toEqual(state.comments.filter((_, i) => i !== index));
        expect(next.comments[index]).toMatchObject({ text, attachment_id, is_updated: true });
      }),
    );
  });
});
