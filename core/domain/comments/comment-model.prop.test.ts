import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relationArb } from "../../../tests/arbitraries/comments.arb";
import { ok } from "../shared/result";
import { commentsModel, parseCommentsModel } from "./comment-model";

describe("comments model properties", () => {
  it("parse inverts format", () => {
    fc.assert(
      fc.property(relationArb, (relation) => {
        expect(parseCommentsModel(commentsModel(relation))).toEqual(ok(relation));
      }),
    );
  });

  it("rejects a model without a colon", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^:]*$/), (model) => {
        expect(parseCommentsModel(model).ok).toBe(false);
      }),
    );
  });
});
