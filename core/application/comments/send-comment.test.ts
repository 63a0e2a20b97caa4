import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryCommentWorld } from "../../../tests/builders/memory-community.builder";
import type { CommentActor } from "./comment-actor";
import { type SendCommentInput, sendComment } from "./send-comment";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const alice: CommentActor = { user_id: ID.alice, role: "user" };
const input = (overrides: Partial<SendCommentInput> = {}): SendCommentInput => ({
  model: `${ID.institution}:institution`,
  reply_to: null,
  text: "Хороший университет",
  attachment_id: null,
  is_review: false,
  rating: null,
  ...overrides,
});

describe("sendComment", () => {
  it("stores a trimmed comment and answers it marked new, with its author", async () => {
    const comments = memoryCommentWorld();
    const sent = await runUseCase(
      sendComment({ comments }, alice, input({ text: "  Привет  ", attachment_id: ID.aliceUpload }), NOW),
    );
    expect(sent).toEqual(
      Result.succeed(
        expect.objectContaining({
          text: "Привет",
          is_new: true,
          attachment_id: ID.aliceUpload,
          author: { id: ID.alice, name: "Алиса Иванова", avatar: "alice.webp" },
          created_at: NOW.toISOString(),
        }),
      ),
    );
  });

  it("stores a review with its score and keeps the institution counters", async () => {
    const comments = memoryCommentWorld();
    await runUseCase(sendComment({ comments }, alice, input({ is_review: true, rating: 5 }), NOW));
    await runUseCase(
      sendComment({ comments }, { user_id: ID.bob, role: "user" }, input({ is_review: true, rating: 2 }), NOW),
    );
    expect(comments.institutionCounters(ID.institution)).toEqual({ comments_count: 2, rating_by_reviews: 3.5 });
  });

  it("attaches a reply to a live comment of the same model", async () => {
    const comments = memoryCommentWorld();
    const root = await runUseCase(sendComment({ comments }, alice, input(), NOW));
    if (Result.isFailure(root)) throw new Error("root not stored");
    const reply = await runUseCase(
      sendComment({ comments }, alice, input({ reply_to: root.success.id, text: "Ответ" }), NOW),
    );
    expect(reply).toMatchObject(Result.succeed({ parent_id: root.success.id }));
  });

  it.each([
    [input({ model: "seven" }), "InvalidModel"],
    [input({ model: "7:user" }), "UnsupportedRelationType"],
    [input({ model: "8:institution" }), "RelationNotFound"],
    [input({ text: " \n " }), "EmptyText"],
    [input({ text: "ы".repeat(5001) }), "TextTooLong"],
    [input({ is_review: true }), "ReviewRatingRequired"],
    [input({ is_review: true, rating: 0 }), "ReviewRatingOutOfRange"],
    [input({ rating: 4 }), "RatingOnPlainComment"],
    [input({ is_review: true, rating: 4, reply_to: 1 }), "ReviewAsReply"],
    [input({ reply_to: 99 }), "ParentNotFound"],
    [input({ attachment_id: ID.bobUpload }), "AttachmentNotFound"],
  ])("refuses a bad input (case %#) and stores nothing", async (bad, tag) => {
    const comments = memoryCommentWorld();
    const sent = await runUseCase(sendComment({ comments }, alice, bad, NOW));
    expect(sent).toMatchObject(Result.fail({ _tag: tag }));
    expect(comments.institutionCounters(ID.institution)).toEqual({ comments_count: 0, rating_by_reviews: 0 });
  });

  it("refuses replies to another model's comment and to a deleted comment", async () => {
    const comments = memoryCommentWorld();
    const foreign = await runUseCase(
      sendComment({ comments }, alice, input({ model: `${ID.blogPost}:blog_post` }), NOW),
    );
    const gone = await runUseCase(sendComment({ comments }, alice, input(), NOW));
    if (Result.isFailure(foreign) || Result.isFailure(gone)) throw new Error("setup failed");
    await comments.softDelete(gone.success.id, NOW);
    expect(
      await runUseCase(sendComment({ comments }, alice, input({ reply_to: foreign.success.id }), NOW)),
    ).toMatchObject(Result.fail({ _tag: "ParentNotFound" }));
    expect(await runUseCase(sendComment({ comments }, alice, input({ reply_to: gone.success.id }), NOW))).toMatchObject(
      Result.fail({ _tag: "ParentDeleted" }),
    );
  });
});
