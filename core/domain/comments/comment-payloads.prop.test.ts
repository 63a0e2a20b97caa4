import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentIdArb, relationArb } from "../../../tests/arbitraries/comments.arb";
import { ok } from "../shared/result";
import { parseCommentsModel } from "./comment-model";
import { editCommentPayload, sendCommentPayload } from "./comment-payloads";

const draftArb = fc.record({ text: fc.string(), attachment_id: fc.option(fc.integer({ min: 1, max: 500 })) });

describe("comment payloads properties", () => {
  it("a send payload carries the draft and a model that parses back to the relation", () => {
    fc.assert(
      fc.property(
        relationArb,
        draftArb,
        fc.option(commentIdArb),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 5 })),
        (relation, draft, reply_to, is_review, rating) => {
          const payload = sendCommentPayload(relation, { ...draft, reply_to, is_review, rating });
          expect(parseCommentsModel(payload.model)).toEqual(ok(relation));
          // Only a review carries its score.
          expect(payload).toEqual({
            ...draft,
            reply_to,
            is_review,
            rating: is_review ? rating : null,
            model: payload.model,
          });
        },
      ),
    );
  });

  it("an edit payload carries exactly the id and the draft", () => {
    fc.assert(
      fc.property(commentIdArb, draftArb, (id, draft) => {
        expect(editCommentPayload(id, draft)).toEqual({ edit_id: id, ...draft });
      }),
    );
  });
});
