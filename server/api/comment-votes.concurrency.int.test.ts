import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comments, commentVotes } from "../../adapters/storage/sql/schema";
import type { Comment, CommentVoteTally } from "../../core/domain/comments/comment";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue } from "../../tests/integration/community-seed";
import { type ListeningApp, listeningApp } from "../../tests/integration/listening-app";

// Concurrent votes over real HTTP on the real database: PGlite by default, PostgreSQL (a pool of 10 connections)
// when TEST_DATABASE_URL is set, as `npm test` runs the integration project on both.
let h: CommunityApp;
let server: ListeningApp;
beforeAll(async () => {
  h = await openCommunityApp();
  server = await listeningApp(h.app);
});
afterAll(async () => {
  await server.close();
  await h.close();
});

let author: SignedIn;
let model: string;
let target: Comment;
beforeEach(async () => {
  author = await h.signIn();
  model = `${(await insertCatalogue(h.db)).institution.id}:institution`;
  const response = await server.fetch(`${V1}/comments/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ model, text: "Популярный комментарий", is_review: false }),
    token: author.token,
  });
  expect(response.status).toBe(201);
  target = (await response.json()) as Comment;
});

const rate = (who: SignedIn, action: "like" | "dislike" = "like") =>
  server.fetch(`${V1}/comments/rate`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ comment_id: target.id, action }),
    token: who.token,
  });

const voters = (n: number) => Promise.all(Array.from({ length: n }, () => h.signIn()));

/** The comment's stored tallies beside the votes actually stored for it. */
async function storedCounts() {
  const [row] = await h.db
    .select({ likes: comments.likes, dislikes: comments.dislikes })
    .from(comments)
    .where(eq(comments.id, target.id));
  const votes = async (action: string) =>
    (
      await h.db
        .select({ n: count() })
        .from(commentVotes)
        .where(and(eq(commentVotes.comment_id, target.id), eq(commentVotes.action, action)))
    )[0]?.n;
  return { stored: row, counted: { likes: Number(await votes("like")), dislikes: Number(await votes("dislike")) } };
}

async function tallies(responses: readonly Response[]): Promise<CommentVoteTally[]> {
  expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
  return Promise.all(responses.map(async (r) => (await r.json()) as CommentVoteTally));
}

describe("concurrent votes on one comment", () => {
  it("50 likes from 50 users at once give exactly 50, each answer a different count", async () => {
    const fifty = await voters(50);
    const answers = await tallies(await Promise.all(fifty.map((who) => rate(who))));
    expect(answers.map((a) => a.likes).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(answers.every((a) => a.user_vote === "like" && a.dislikes === 0)).toBe(true);
    expect(await storedCounts()).toEqual({
      stored: { likes: 50, dislikes: 0 },
      counted: { likes: 50, dislikes: 0 },
    });
    const grid = await server.fetch(`${V1}/comments/grid?search[model]=${model}&search[root]=true`);
    expect(((await grid.json()) as { data: Comment[] }).data[0]).toMatchObject({ likes: 50, dislikes: 0 });
  });

  it("50 likes at once from one user toggle in turn: half take the vote, half take it back", async () => {
    const one = (await voters(1))[0] as SignedIn;
    const answers = await tallies(await Promise.all(Array.from({ length: 50 }, () => rate(one))));
    expect(answers.filter((a) => a.user_vote === "like")).toHaveLength(25);
    expect(answers.filter((a) => a.user_vote === null)).toHaveLength(25);
    expect(answers.every((a) => a.likes === (a.user_vote === "like" ? 1 : 0))).toBe(true);
    expect(await storedCounts()).toEqual({ stored: { likes: 0, dislikes: 0 }, counted: { likes: 0, dislikes: 0 } });
  });

  it("50 users each toggling twice at once (a like and a dislike, or a like taken back) leave consistent counts", async () => {
    const fifty = await voters(50);
    const requests = fifty.flatMap((who, i) =>
      i % 2 === 0 ? [rate(who), rate(who)] : [rate(who), rate(who, "dislike")],
    );
    await tallies(await Promise.all(requests));
    const after = await storedCounts();
    expect(after.stored).toEqual(after.counted);
    // Even voters liked twice (the vote taken back); odd ones end on whichever of like and dislike came last.
    expect((after.stored?.likes ?? 0) + (after.stored?.dislikes ?? 0)).toBe(25);
  });
});
