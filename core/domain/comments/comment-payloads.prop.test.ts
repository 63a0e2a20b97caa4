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
        (relation, draft, reply_to, is_review) => {
          const payload = sendCommentPayload(relation, { ...draft, reply_to, is_review });
          expect(parseCommentsModel(payload.model)).toEqual(ok(relation));
          expect(payload).toEqual({ ...draft, reply_to, is_review, model: payload.model });
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
