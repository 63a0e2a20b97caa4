import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comments } from "../../adapters/storage/sql/schema";
import type { Comment } from "../../core/domain/comments/comment";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, insertSession } from "../../tests/integration/community-seed";
import { type ListeningApp, listeningApp } from "../../tests/integration/listening-app";

// The composed server over real HTTP on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): nobody acts
// on another's behalf, and the spam rules of ADR 061 hold.
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

let alice: SignedIn;
let bob: SignedIn;
let model: string;
beforeEach(async () => {
  alice = await h.signIn({ first_name: "Алиса", last_name: "Иванова" });
  bob = await h.signIn();
  model = `${(await insertCatalogue(h.db)).institution.id}:institution`;
  h.advanceSeconds(60);
});

const post = (path: string, body: unknown, who?: SignedIn) =>
  server.fetch(`${V1}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    ...(who ? { token: who.token } : {}),
  });

async function send(who: SignedIn, body: Record<string, unknown>): Promise<Comment> {
  const response = await post("/comments/send", { model, is_review: false, ...body }, who);
  expect(response.status).toBe(201);
  return (await response.json()) as Comment;
}

async function stored(id: number) {
  const [row] = await h.db.select().from(comments).where(eq(comments.id, id));
  return row;
}

describe("nobody edits, deletes or votes on another's behalf", () => {
  it("answers 403 to another user's edit and delete, and changes nothing", async () => {
    const mine = await send(alice, { text: "Мой комментарий" });
    const edit = await post("/comments/edit", { edit_id: mine.id, text: "Чужая правка" }, bob);
    expect(edit.status).toBe(403);
    expect(await edit.json()).toEqual({ message: "Изменять можно только свои комментарии." });
    const remove = await post("/comments/delete", { comment_id: mine.id }, bob);
    expect(remove.status).toBe(403);
    expect(await remove.json()).toEqual({ message: "Удалять можно только свои комментарии." });
    expect(await stored(mine.id)).toMatchObject({ text: "Мой комментарий", deleted_at: null, edited_at: null });
  });

  it("ignores an author, owner or counters smuggled into the body", async () => {
    const forged = {
      text: "Подделка",
      user_id: bob.id,
      author_id: bob.id,
      author: { id: bob.id, name: "Боб" },
      id: 1,
      likes: 99,
      is_deleted: true,
      created_at: "2000-01-01T00:00:00.000Z",
    };
    const sent = await send(alice, forged);
    expect(sent).toMatchObject({ text: "Подделка", likes: 0, is_deleted: false, created_at: h.now().toISOString() });
    expect(sent.author.id).toBe(alice.id);
    expect(await stored(sent.id)).toMatchObject({ user_id: alice.id, likes: 0, deleted_at: null });

    const bobs = await send(bob, { text: "Комментарий Боба" });
    for (const [path, body] of [
      ["/comments/edit", { edit_id: bobs.id, text: "Правка", user_id: bob.id, author_id: bob.id }],
      ["/comments/delete", { comment_id: bobs.id, user_id: bob.id, author_id: bob.id }],
    ] as const) {
      expect((await post(path, body, alice)).status).toBe(403);
    }
    expect(await stored(bobs.id)).toMatchObject({ text: "Комментарий Боба", deleted_at: null });
  });

  it("counts a vote for the signed-in voter only, whatever user the body names", async () => {
    const bobs = await send(bob, { text: "Оцените" });
    const carol = await h.signIn();
    const rated = await post("/comments/rate", { comment_id: bobs.id, user_id: carol.id, action: "like" }, alice);
    expect(rated.status).toBe(200);
    expect(await rated.json()).toEqual({ likes: 1, dislikes: 0, user_vote: "like" });
    const seen = async (who: SignedIn) => {
      const response = await server.fetch(`${V1}/comments/grid?search[model]=${model}&search[root]=true`, {
        token: who.token,
      });
      return ((await response.json()) as { data: Comment[] }).data.find((c) => c.id === bobs.id)?.user_vote;
    };
    expect(await seen(alice)).toBe("like");
    expect(await seen(carol)).toBeNull();
    const ownByProxy = await post("/comments/rate", { comment_id: bobs.id, user_id: alice.id }, bob);
    expect(ownByProxy.status).toBe(403);
    expect(await ownByProxy.json()).toEqual({ message: "Нельзя оценить собственный комментарий." });
    expect(await stored(bobs.id)).toMatchObject({ likes: 1, dislikes: 0 });
  });

  it("answers 401 to every comment write of an anonymous visitor, or a forged token", async () => {
    const target = await send(alice, { text: "Цель" });
    const calls: [string, unknown][] = [
      ["/comments/send", { model, text: "Аноним", is_review: false }],
      ["/comments/edit", { edit_id: target.id, text: "Аноним" }],
      ["/comments/delete", { comment_id: target.id }],
      ["/comments/rate", { comment_id: target.id }],
    ];
    for (const [path, body] of calls) {
      for (const token of [undefined, "forged-token", `${alice.token}x`]) {
        const response = await server.fetch(`${V1}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-User-Id": String(alice.id) },
          body: JSON.stringify(body),
          ...(token ? { token } : {}),
        });
        expect([path, token, response.status]).toEqual([path, token, 401]);
      }
    }
    expect(await stored(target.id)).toMatchObject({ text: "Цель", deleted_at: null, likes: 0 });
  });
});

describe("the per-author limit (ADR 061)", () => {
  it("answers the sixth comment in 10 minutes with 429 and Retry-After, and takes it once the wait is over", async () => {
    for (let i = 1; i <= 5; i++) {
      h.advanceSeconds(30);
      await send(alice, { text: `Комментарий ${i}` });
    }
    h.advanceSeconds(30);
    const refused = await post("/comments/send", { model, text: "Шестой", is_review: false }, alice);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(600 - 150));
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({ message: "Слишком много комментариев. Попробуйте через 8 мин." });
    const [count] = await h.db.select({ id: comments.id }).from(comments).where(eq(comments.text, "Шестой"));
    expect(count).toBeUndefined();
    const others = await post("/comments/send", { model, text: "Шестой", is_review: false }, bob);
    expect(others.status).toBe(201);
    h.advanceSeconds(450);
    expect((await post("/comments/send", { model, text: "Шестой", is_review: false }, alice)).status).toBe(201);
  });

  it("counts replies, reviews and comments deleted since", async () => {
    const root = await send(alice, { text: "Вопрос" });
    await send(alice, { text: "Уточнение", reply_to: root.id });
    await send(alice, { text: "Отзыв", is_review: true, rating: 4 });
    await post("/comments/delete", { comment_id: root.id }, alice);
    await send(alice, { text: "Четвёртый" });
    await send(alice, { text: "Пятый" });
    const sixth = await post("/comments/send", { model, text: "Ответ", reply_to: null, is_review: false }, alice);
    expect(sixth.status).toBe(429);
  });

  it("refuses the 31st comment in 24 hours, naming the wait in hours", async () => {
    for (let i = 1; i <= 30; i++) {
      h.advanceSeconds(121);
      await send(alice, { text: `Комментарий ${i}` });
    }
    h.advanceSeconds(121);
    const refused = await post("/comments/send", { model, text: "Тридцать первый", is_review: false }, alice);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(86_400 - 30 * 121));
    expect(await refused.json()).toEqual({ message: "Слишком много комментариев. Попробуйте через 23 ч." });
  });
});

describe("the duplicate rule (ADR 061)", () => {
  it("refuses the same text to the same model within a day, whatever its spacing and case", async () => {
    const first = await send(alice, { text: "Хороший университет, всем советую" });
    h.advanceSeconds(3_600);
    for (const again of [" хороший  университет,\nвсем СОВЕТУЮ ", "Хороший университет, всем советую"]) {
      const response = await post("/comments/send", { model, text: again, is_review: false }, alice);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: "Проверьте правильность заполнения полей.",
        data: { text: ["Вы уже отправили такой комментарий."] },
      });
    }
    const asReply = await post("/comments/send", { model, text: first.text, reply_to: first.id }, alice);
    expect(asReply.status).toBe(422);
    await send(bob, { text: first.text });
    const elsewhere = `${(await insertCatalogue(h.db)).institution.id}:institution`;
    expect((await post("/comments/send", { model: elsewhere, text: first.text }, alice)).status).toBe(201);
    await post("/comments/delete", { comment_id: first.id }, alice);
    await send(alice, { text: first.text });
  });

  it("takes the same text again a day later", async () => {
    await send(alice, { text: "Спасибо за ответ!" });
    h.advanceSeconds(86_400);
    // The test sessions last a day of the test clock: the same author signs in again.
    const token = await insertSession(h.db, alice.id, new Date(h.now().getTime() + 86_400_000));
    expect((await post("/comments/send", { model, text: "Спасибо за ответ!" }, { ...alice, token })).status).toBe(201);
  });
});
