import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { COMMUNITY_IDS as ID, memoryCommentWorld } from "../../../tests/builders/memory-community.builder";
import { runUseCase } from "../shared/run-use-case";
import type { CommentActor } from "./comment-actor";
import { type SendCommentInput, sendComment } from "./send-comment";

const T0 = new Date("2026-03-01T09:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const alice: CommentActor = { user_id: ID.alice, role: "user" };
const moderator: CommentActor = { user_id: ID.moderator, role: "staff" };
const input = (text: string, overrides: Partial<SendCommentInput> = {}): SendCommentInput => ({
  model: `${ID.institution}:institution`,
  reply_to: null,
  text,
  attachment_id: null,
  is_review: false,
  rating: null,
  ...overrides,
});

describe("sendComment: the spam rules of ADR 061", () => {
  it("refuses the sixth comment in 10 minutes with the wait, stores nothing, and takes it once the wait is over", async () => {
    const comments = memoryCommentWorld();
    for (let i = 0; i < 5; i++) {
      const sent = await runUseCase(sendComment({ comments }, alice, input(`Комментарий ${i}`), at(i * 60)));
      expect(Result.isSuccess(sent)).toBe(true);
    }
    const refused = await runUseCase(sendComment({ comments }, alice, input("Шестой"), at(300)));
    expect(refused).toEqual(Result.fail({ _tag: "TooManyComments", retry_after_seconds: 300 }));
    expect(comments.institutionCounters(ID.institution).comments_count).toBe(5);
    const later = await runUseCase(sendComment({ comments }, alice, input("Шестой"), at(600)));
    expect(Result.isSuccess(later)).toBe(true);
  });

  it("counts replies, reviews and deleted comments, on any model, towards the limit", async () => {
    const comments = memoryCommentWorld();
    const root = await runUseCase(sendComment({ comments }, alice, input("Вопрос"), at(0)));
    if (Result.isFailure(root)) throw new Error("setup failed");
    await runUseCase(sendComment({ comments }, alice, input("Ответ", { reply_to: root.success.id }), at(1)));
    await runUseCase(sendComment({ comments }, alice, input("Отзыв", { is_review: true, rating: 5 }), at(2)));
    await runUseCase(sendComment({ comments }, alice, input("Блог", { model: `${ID.blogPost}:blog_post` }), at(3)));
    await comments.softDelete(root.success.id, at(4));
    await runUseCase(sendComment({ comments }, alice, input("Пятый"), at(5)));
    expect(await runUseCase(sendComment({ comments }, alice, input("Шестой"), at(6)))).toMatchObject(
      Result.fail({ _tag: "TooManyComments" }),
    );
  });

  it("limits each author alone and does not limit staff", async () => {
    const comments = memoryCommentWorld();
    for (let i = 0; i < 5; i++) await runUseCase(sendComment({ comments }, alice, input(`Алиса ${i}`), at(i)));
    const bob = await runUseCase(sendComment({ comments }, { user_id: ID.bob, role: "user" }, input("Боб"), at(10)));
    expect(Result.isSuccess(bob)).toBe(true);
    for (let i = 0; i < 8; i++) {
      const answer = await runUseCase(sendComment({ comments }, moderator, input(`Ответ ${i}`), at(20 + i)));
      expect(Result.isSuccess(answer)).toBe(true);
    }
  });

  it("refuses the same text to the same model within 24 hours, compared after spacing and case", async () => {
    const comments = memoryCommentWorld();
    await runUseCase(sendComment({ comments }, alice, input("Хороший университет"), at(0)));
    for (const again of [" хороший   УНИВЕРСИТЕТ ", "Хороший\nуниверситет"]) {
      expect(await runUseCase(sendComment({ comments }, alice, input(again), at(3_600)))).toEqual(
        Result.fail({ _tag: "DuplicateComment" }),
      );
    }
    expect(await runUseCase(sendComment({ comments }, moderator, input("Хороший университет"), at(3_600)))).toEqual(
      Result.succeed(expect.objectContaining({ text: "Хороший университет" })),
    );
    const elsewhere = input("Хороший университет", { model: `${ID.blogPost}:blog_post` });
    expect(Result.isSuccess(await runUseCase(sendComment({ comments }, alice, elsewhere, at(3_601))))).toBe(true);
    const nextDay = await runUseCase(sendComment({ comments }, alice, input("Хороший университет"), at(86_400)));
    expect(Result.isSuccess(nextDay)).toBe(true);
  });

  it("takes the same text again once the earlier comment is deleted", async () => {
    const comments = memoryCommentWorld();
    const first = await runUseCase(sendComment({ comments }, alice, input("Спасибо!"), at(0)));
    if (Result.isFailure(first)) throw new Error("setup failed");
    await comments.softDelete(first.success.id, at(1));
    expect(Result.isSuccess(await runUseCase(sendComment({ comments }, alice, input("спасибо!"), at(2))))).toBe(true);
  });

  it("answers a bad field before the limit", async () => {
    const comments = memoryCommentWorld();
    for (let i = 0; i < 5; i++) await runUseCase(sendComment({ comments }, alice, input(`Алиса ${i}`), at(i)));
    expect(await runUseCase(sendComment({ comments }, alice, input("   "), at(10)))).toEqual(
      Result.fail({ _tag: "EmptyText" }),
    );
  });
});
