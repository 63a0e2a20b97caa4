import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryCommentWorld } from "../../../tests/builders/memory-community.builder";
import type { CommentActor } from "./comment-actor";
import { deleteComment } from "./delete-comment";
import { editComment } from "./edit-comment";
import { rateComment } from "./rate-comment";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const LATER = new Date("2026-03-01T10:00:00.000Z");
const alice: CommentActor = { user_id: ID.alice, role: "user" };
const bob: CommentActor = { user_id: ID.bob, role: "user" };
const moderator: CommentActor = { user_id: ID.moderator, role: "staff" };

async function world() {
  const comments = memoryCommentWorld();
  const id = await comments.create(
    {
      relation: { relation_id: ID.institution, relation_type: "institution" },
      parent_id: null,
      author_id: ID.alice,
      text: "Исходный текст",
      attachment_id: ID.aliceUpload,
      is_review: true,
      rating: 4,
    },
    NOW,
  );
  return { comments, id };
}

describe("editComment", () => {
  it("lets the author change the text; the attachment stays unless null is given", async () => {
    const { comments, id } = await world();
    const edited = await runUseCase(editComment({ comments }, alice, { edit_id: id, text: " Новый " }, LATER));
    expect(edited).toMatchObject(Result.succeed({ text: "Новый", is_updated: true, attachment_id: ID.aliceUpload }));
    const cleared = await runUseCase(
      editComment({ comments }, alice, { edit_id: id, text: "Без", attachment_id: null }, LATER),
    );
    expect(cleared).toMatchObject(Result.succeed({ attachment_id: null }));
  });

  it("refuses others (moderators included), unknown and deleted comments, bad text; the text stays", async () => {
    const { comments, id } = await world();
    for (const [actor, edit_id, text, tag] of [
      [bob, id, "x", "NotAuthor"],
      [moderator, id, "x", "NotAuthor"],
      [alice, 999, "x", "CommentNotFound"],
      [alice, id, "", "EmptyText"],
      [alice, id, "x".repeat(5001), "TextTooLong"],
    ] as const) {
      expect(await runUseCase(editComment({ comments }, actor, { edit_id, text }, LATER))).toMatchObject(
        Result.fail({ _tag: tag }),
      );
    }
    expect(
      await runUseCase(
        editComment({ comments }, alice, { edit_id: id, text: "x", attachment_id: ID.bobUpload }, LATER),
      ),
    ).toMatchObject(Result.fail({ _tag: "AttachmentNotFound" }));
    expect((await comments.view(id, null))?.text).toBe("Исходный текст");
    await comments.softDelete(id, LATER);
    expect(await runUseCase(editComment({ comments }, alice, { edit_id: id, text: "x" }, LATER))).toMatchObject(
      Result.fail({ _tag: "CommentDeleted" }),
    );
  });
});

describe("deleteComment", () => {
  it("answers the marker to the author and to staff, and again on a repeated delete", async () => {
    const { comments, id } = await world();
    expect(await runUseCase(deleteComment({ comments }, bob, id, LATER))).toEqual(
      Result.fail({ _tag: "NotAllowed", id }),
    );
    const deleted = await runUseCase(deleteComment({ comments }, alice, id, LATER));
    expect(deleted).toMatchObject(Result.succeed({ id, is_deleted: true, text: "", rating: null }));
    expect(await runUseCase(deleteComment({ comments }, moderator, id, LATER))).toEqual(deleted);
    expect(comments.institutionCounters(ID.institution)).toEqual({ comments_count: 0, rating_by_reviews: 0 });
    expect(await runUseCase(deleteComment({ comments }, alice, 999, LATER))).toMatchObject(
      Result.fail({ _tag: "CommentNotFound" }),
    );
  });

  it("lets a moderator delete any comment", async () => {
    const { comments, id } = await world();
    expect(await runUseCase(deleteComment({ comments }, moderator, id, LATER))).toMatchObject(
      Result.succeed({ is_deleted: true }),
    );
  });
});

describe("rateComment", () => {
  it("toggles and switches one vote per user", async () => {
    const { comments, id } = await world();
    expect(await runUseCase(rateComment({ comments }, bob, id, "like"))).toEqual(
      Result.succeed({ likes: 1, dislikes: 0, user_vote: "like" }),
    );
    expect(await runUseCase(rateComment({ comments }, bob, id, "like"))).toEqual(
      Result.succeed({ likes: 0, dislikes: 0, user_vote: null }),
    );
    expect(await runUseCase(rateComment({ comments }, bob, id, "dislike"))).toMatchObject(
      Result.succeed({ dislikes: 1 }),
    );
    expect(await runUseCase(rateComment({ comments }, moderator, id, "like"))).toEqual(
      Result.succeed({ likes: 1, dislikes: 1, user_vote: "like" }),
    );
  });

  it("refuses the author's own vote, unknown and deleted comments", async () => {
    const { comments, id } = await world();
    expect(await runUseCase(rateComment({ comments }, alice, id, "like"))).toEqual(
      Result.fail({ _tag: "OwnComment", id }),
    );
    expect(await runUseCase(rateComment({ comments }, bob, 999, "like"))).toMatchObject(
      Result.fail({ _tag: "CommentNotFound" }),
    );
    await comments.softDelete(id, LATER);
    expect(await runUseCase(rateComment({ comments }, bob, id, "like"))).toEqual(
      Result.fail({ _tag: "CommentDeleted", id }),
    );
  });
});
