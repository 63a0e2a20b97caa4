import { describe, expect, it } from "vitest";
import { deleteCommentPayload, editCommentPayload, rateCommentPayload, sendCommentPayload } from "./comment-payloads";

describe("comment payloads", () => {
  const relation = { relation_id: 12, relation_type: "institution" };

  it("sends a top-level review", () => {
    expect(
      sendCommentPayload(relation, {
        reply_to: null,
        text: "Отличный университет",
        attachment_id: null,
        is_review: true,
        rating: 5,
      }),
    ).toEqual({
      reply_to: null,
      model: "12:institution",
      text: "Отличный университет",
      attachment_id: null,
      is_review: true,
      rating: 5,
    });
  });

  it("sends a reply with an attachment", () => {
    expect(
      sendCommentPayload(relation, { reply_to: 4, text: "Спасибо!", attachment_id: 31, is_review: false, rating: 3 }),
    ).toEqual({
      reply_to: 4,
      model: "12:institution",
      text: "Спасибо!",
      attachment_id: 31,
      is_review: false,
      rating: null,
    });
  });

  it("edits by edit_id", () => {
    expect(editCommentPayload(4, { text: "Исправлено", attachment_id: null })).toEqual({
      edit_id: 4,
      text: "Исправлено",
      attachment_id: null,
    });
  });

  it("deletes by comment_id", () => {
    expect(deleteCommentPayload(4)).toEqual({ comment_id: 4 });
  });

  it("rates with like by default", () => {
    expect(rateCommentPayload(4)).toEqual({ comment_id: 4, action: "like" });
    expect(rateCommentPayload(4, "dislike")).toEqual({ comment_id: 4, action: "dislike" });
  });
});
