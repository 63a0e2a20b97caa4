import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuditLog } from "../../../adapters/storage/memory/audit-log.memory";
import { COMMUNITY_IDS as ID, memoryCommentWorld } from "../../../tests/builders/memory-community.builder";
import { listComments } from "../comments/list-comments";
import { rateComment } from "../comments/rate-comment";
import { sendComment } from "../comments/send-comment";
import { editComment } from "../comments/edit-comment";
import { runUseCase } from "../shared/run-use-case";
import { hideComment } from "./hide-comment";
import { readModerationPage } from "./read-moderation-page";
import { restoreComment } from "./restore-comment";

const NOW = new Date("2026-11-28T09:00:00.000Z");
const MODERATOR = 3;
const model = `${ID.institution}:institution`;

async function world() {
  const comments = memoryCommentWorld();
  const audit = memoryAuditLog();
  const alice = { user_id: ID.alice, role: "user" as const };
  const bob = { user_id: ID.bob, role: "user" as const };
  // Sends two minutes apart, before NOW: each author may send 5 comments in 10 minutes (ADR 061).
  let sends = 0;
  const sentAt = () => new Date(NOW.getTime() - (100 - sends++) * 121_000);
  const send = async (text: string, reply_to: number | null = null) => {
    const sent = await runUseCase(
      sendComment(
        { comments },
        alice,
        { model, reply_to, text, attachment_id: null, is_review: false, rating: null },
        sentAt(),
      ),
    );
    if (!Result.isSuccess(sent)) throw new Error("not sent");
    return sent.success.id;
  };
  const roots = async () => {
    const page = await runUseCase(
      listComments(
        { comments },
        { page: 1, sort_column: "created_at", sort_order: "asc", search: { model, root: true } },
        null,
      ),
    );
    return Result.isSuccess(page) ? page.success : null;
  };
  return { comments, audit, deps: { comments, audit }, alice, bob, send, roots };
}

describe("hideComment and restoreComment", () => {
  it("hide with a trimmed reason, audited; the grid and its counter lose the comment; restore brings it back", async () => {
    const w = await world();
    const id = await w.send("Купите дипломы недорого");
    const hidden = await runUseCase(hideComment(w.deps, MODERATOR, id, "  Реклама  ", NOW));
    expect(Result.isSuccess(hidden) && hidden.success.moderation).toEqual({
      _tag: "Hidden",
      at: NOW,
      reason: "Реклама",
      by: MODERATOR,
    });
    expect(await w.roots()).toMatchObject({ data: [], counter: { all: 0, current_total: 0 } });
    const restored = await runUseCase(restoreComment(w.deps, MODERATOR, id, NOW));
    expect(Result.isSuccess(restored) && restored.success.moderation).toEqual({ _tag: "Visible" });
    expect((await w.roots())?.data.map((c) => c.id)).toEqual([id]);
    expect(
      w.audit.entries.map((e) => [e.action, e.subject_type, e.subject_id, e.actor_user_id, e.before, e.after]),
    ).toEqual([
      [
        "comment.hide",
        "comment",
        id,
        MODERATOR,
        { visibility: "visible" },
        { visibility: "hidden", hidden_reason: "Реклама" },
      ],
      [
        "comment.restore",
        "comment",
        id,
        MODERATOR,
        { visibility: "hidden", hidden_reason: "Реклама" },
        { visibility: "visible" },
      ],
    ]);
  });

  it("refuses an unknown comment, a bad reason, hiding twice and restoring a visible one, auditing none of them", async () => {
    const w = await world();
    const id = await w.send("Текст");
    const failure = async (effect: Parameters<typeof runUseCase>[0]) => {
      const result = await runUseCase(effect);
      return Result.isFailure(result) ? (result.failure as { _tag: string })._tag : "succeeded";
    };
    expect(await failure(hideComment(w.deps, MODERATOR, 999, "Спам", NOW))).toBe("ModeratedCommentNotFound");
    expect(await failure(restoreComment(w.deps, MODERATOR, 999, NOW))).toBe("ModeratedCommentNotFound");
    expect(await failure(hideComment(w.deps, MODERATOR, id, " x ", NOW))).toBe("ReasonTooShort");
    expect(await failure(hideComment(w.deps, MODERATOR, id, "я".repeat(501), NOW))).toBe("ReasonTooLong");
    expect(await failure(restoreComment(w.deps, MODERATOR, id, NOW))).toBe("NotHidden");
    expect(w.audit.entries).toEqual([]);
    expect(await failure(hideComment(w.deps, MODERATOR, id, "Спам", NOW))).toBe("succeeded");
    expect(await failure(hideComment(w.deps, MODERATOR, id, "Другая причина", NOW))).toBe("AlreadyHidden");
    expect(w.audit.entries).toHaveLength(1);
  });

  it("treats a hidden comment and its replies as not found for replying, editing and voting", async () => {
    const w = await world();
    const root = await w.send("Корень");
    const reply = await w.send("Ответ", root);
    await runUseCase(hideComment(w.deps, MODERATOR, root, "Оскорбления", NOW));
    const tag = async (effect: Parameters<typeof runUseCase>[0]) => {
      const result = await runUseCase(effect);
      return Result.isFailure(result) ? (result.failure as { _tag: string })._tag : "succeeded";
    };
    const input = { model, text: "ещё", attachment_id: null, is_review: false, rating: null };
    expect(await tag(sendComment(w.deps, w.bob, { ...input, reply_to: root }, NOW))).toBe("ParentNotFound");
    expect(await tag(sendComment(w.deps, w.bob, { ...input, reply_to: reply }, NOW))).toBe("ParentNotFound");
    expect(await tag(editComment(w.deps, w.alice, { edit_id: reply, text: "правка" }, NOW))).toBe("CommentNotFound");
    expect(await tag(rateComment(w.deps, w.bob, reply, "like"))).toBe("CommentNotFound");
    expect(await tag(rateComment(w.deps, w.bob, root, "like"))).toBe("CommentNotFound");
  });
});

describe("readModerationPage", () => {
  it("pages every comment with the page count, hidden ones included", async () => {
    const w = await world();
    const ids = [];
    for (let i = 0; i < 21; i += 1) ids.push(await w.send(`Комментарий ${i}`));
    await runUseCase(hideComment(w.deps, MODERATOR, ids[0] ?? 0, "Спам", NOW));
    const filter = { state: "all", type: "all", search: "", page: 2 } as const;
    const page = await runUseCase(readModerationPage(w.deps, filter));
    expect(Result.isSuccess(page) && page.success).toMatchObject({ total: 21, page: 2, per_page: 20, last_page: 2 });
    const hidden = await runUseCase(readModerationPage(w.deps, { ...filter, state: "hidden", page: 1 }));
    expect(Result.isSuccess(hidden) && hidden.success.comments.map((c) => c.id)).toEqual([ids[0]]);
  });
});
