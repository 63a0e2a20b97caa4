import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentArb, commentIdArb, listStateArb } from "../../../tests/arbitraries/comments.arb";
import { freshComments } from "./comments-list-lookup";

const incomingArb = fc
  .array(commentIdArb, { maxLength: 12 })
  .chain((ids) => fc.tuple(...ids.map((id) => commentArb(id, null))));

describe("freshComments properties", () => {
  it("returns, in order, the first occurrence of every incoming id not already taken", () => {
    fc.assert(
      fc.property(listStateArb(), incomingArb, (state, incoming) => {
        const taken = new Set(state.comments.map((c) => c.id));
        const model = incoming.filter((c, i) => !taken.has(c.id) && incoming.findIndex((d) => d.id === c.id) === i);
        expect(freshComments(state.comments, incoming)).toEqual(model);
      }),
    );
  });
});
