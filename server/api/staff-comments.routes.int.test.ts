import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { institutions } from "../../adapters/storage/sql/schema";
import type { Comment } from "../../core/domain/comments/comment";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let alice: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  h = await openCommunityApp(new Date("2026-11-28T09:00:00.000Z"));
  alice = await h.signIn({ first_name: "Алиса", last_name: "Иванова" });
  bob = await h.signIn();
  staff = await h.signIn({ role: "staff", first_name: "Ольга", last_name: "Смирнова" });
  admin = await h.signIn({ role: "admin" });
});
afterAll(() => h.close());

let cat: SeedCatalogue;
let model: string;
beforeEach(async () => {
  cat = await insertCatalogue(h.db);
  model = `${cat.institution.id}:institution`;
  h.advanceSeconds(60);
});

async function send(body: Record<string, unknown>, who: SignedIn = alice): Promise<Comment> {
  h.advanceSeconds(1);
  const response = await h.post(`${V1}/comments/send`, { model, is_review: false, ...body }, who.token);
  expect(response.status).toBe(201);
  return (await response.json()) as Comment;
}

/** `who` null: an anonymous caller. */
const hide = (id: number | string, reason: unknown, who: SignedIn | null = staff) =>
  h.post(`${V1}/staff/comments/${id}/hide`, { reason }, who?.token);
const restore = (id: number | string, who: SignedIn | null = staff) =>
  h.post(`${V1}/staff/comments/${id}/restore`, {}, who?.token);

type Grid = { data: Comment[]; counter: { all: number; current_total: number } };
const grid = async (extra: string, token?: string): Promise<Grid> =>
  (await (
    await h.get(`${V1}/comments/grid?search[model]=${model}&sort_column=created_at${extra}`, token)
  ).json()) as Grid;

async function counters() {
  const [row] = await h.db
    .select({ comments_count: institutions.comments_count, rating_by_reviews: institutions.rating_by_reviews })
    .from(institutions)
    .where(eq(institutions.id, cat.institution.id));
  return { comments_count: row?.comments_count, rating_by_reviews: Number(row?.rating_by_reviews) };
}

describe("staff comment moderation API: authorization matrix (ADR 062)", () => {
  it("lets staff and admin list, hide and restore; anonymous callers and plain users get 403 before anything", async () => {
    const target = await send({ text: "Комментарий для проверки прав" });
    const callers = { anonymous: null, alice, staff, admin } as const;
    const expected = { anonymous: 403, alice: 403, staff: 200, admin: 200 } as const;
    for (const [name, who] of Object.entries(callers)) {
      const status = expected[name as keyof typeof expected];
      expect([name, (await h.get(`${V1}/staff/comments`, who?.token)).status]).toEqual([name, status]);
      if (status === 403) {
        expect([name, (await hide(target.id, "Спам", who)).status]).toEqual([name, 403]);
        expect([name, (await restore(target.id, who)).status]).toEqual([name, 403]);
        expect([name, (await h.post(`${V1}/staff/comments/999999/hide`, "not json", who?.token)).status]).toEqual([
          name,
          403,
        ]);
      }
    }
    const refused = await h.get(`${V1}/staff/comments`, alice.token);
    expect(await refused.json()).toEqual({ message: "Доступно только сотрудникам." });
    expect((await grid("&search[root]=true")).data.map((c) => c.id)).toEqual([target.id]);
  });
});

describe("staff comment moderation API", () => {
  it("hides a review with its replies: the grid, counters and rating_by_reviews change; restore brings them back", async () => {
    const review = await send({ text: "Отличный вуз", is_review: true, rating: 5 });
    const reply = await send({ text: "Согласна", reply_to: review.id }, bob);
    await send({ text: "Так себе", is_review: true, rating: 2 }, bob);
    const before = { roots: await grid("&search[root]=true"), counters: await counters() };
    expect(before.counters).toEqual({ comments_count: 3, rating_by_reviews: 3.5 });
    expect(before.roots.counter).toEqual({ all: 3, current_total: 2 });

    const hidden = await hide(review.id, "  Реклама в отзыве  ");
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toMatchObject({
      id: review.id,
      hidden_reason: "Реклама в отзыве",
      hidden_at: h.now().toISOString(),
      hidden_by: { id: staff.id, name: "Ольга Смирнова" },
      page: { model, title: cat.institution.title, path: expect.stringContaining(cat.institution.slug) },
    });
    for (const token of [undefined, alice.token, bob.token, staff.token]) {
      const roots = await grid("&search[root]=true", token);
      expect(roots.data.map((c) => c.text)).toEqual(["Так себе"]);
      expect(roots.counter).toEqual({ all: 1, current_total: 1 });
    }
    expect((await h.get(`${V1}/comments/grid?search[model]=${model}&search[by]=${review.id}`)).status).toBe(422);
    expect(await counters()).toEqual({ comments_count: 1, rating_by_reviews: 2 });

    const reply404 = await h.post(`${V1}/comments/send`, { model, text: "ещё", reply_to: reply.id }, bob.token);
    expect(reply404.status).toBe(422);
    expect((await h.post(`${V1}/comments/rate`, { comment_id: reply.id, action: "like" }, alice.token)).status).toBe(
      404,
    );

    const restored = await restore(review.id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      id: review.id,
      hidden_at: null,
      hidden_reason: null,
      hidden_by: null,
    });
    expect(await grid("&search[root]=true")).toEqual(before.roots);
    expect(await counters()).toEqual(before.counters);
    const audit = (await (await h.get(`${V1}/staff/audit?subject_type=comment`, admin.token)).json()) as {
      data: { action: string; subject_id: number; actor_user_id: number }[];
    };
    expect(audit.data.slice(0, 2).map((e) => [e.action, e.subject_id, e.actor_user_id])).toEqual([
      ["comment.restore", review.id, staff.id],
      ["comment.hide", review.id, staff.id],
    ]);
  });

  it("answers 422 for a bad reason, 404 for unknown ids, 409 for hiding twice or restoring a visible comment", async () => {
    const c = await send({ text: "Проверка ответов" });
    for (const reason of ["", "  ab  ", "я".repeat(501), 12, null]) {
      const response = await hide(c.id, reason);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { data: Record<string, string[]> }).data).toHaveProperty("reason");
    }
    expect((await hide(c.id, "я".repeat(500))).status).toBe(200);
    expect(await (await hide(c.id, "Ещё раз")).json()).toEqual({ message: "Комментарий уже скрыт." });
    expect((await hide(c.id, "Ещё раз")).status).toBe(409);
    expect((await restore(c.id)).status).toBe(200);
    expect((await restore(c.id)).status).toBe(409);
    for (const id of ["999999", "0", "abc"]) {
      expect((await hide(id, "Спам")).status).toBe(404);
      expect((await restore(id)).status).toBe(404);
    }
  });

  it("lists every comment newest first with the page it is on, filtered by state, type and search", async () => {
    const review = await send({ text: "Отзыв про общежитие", is_review: true, rating: 4 });
    const question = await send({ text: "Вопрос про визу" }, bob);
    await hide(question.id, "Не по теме");
    const list = async (query: string) => {
      const response = await h.get(`${V1}/staff/comments?${query}`, staff.token);
      expect(response.status).toBe(200);
      return (await response.json()) as { total: number; data: { id: number; hidden_reason: string | null }[] };
    };
    expect((await list(`q=%23${question.id}`)).data).toMatchObject([{ id: question.id, hidden_reason: "Не по теме" }]);
    expect((await list("q=общежитие&type=reviews")).data.map((r) => r.id)).toEqual([review.id]);
    expect((await list("q=общежитие&type=comments")).data).toEqual([]);
    expect((await list("state=hidden")).data.map((r) => r.id)).toContain(question.id);
    expect((await list("state=visible")).data.map((r) => r.id)).not.toContain(question.id);
    const first = (await list("")).data.map((r) => r.id);
    expect(first.indexOf(question.id)).toBeLessThan(first.indexOf(review.id));
    const bad = await h.get(`${V1}/staff/comments?state=gone&page=0`, staff.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { data: object }).data).sort()).toEqual(["page", "state"]);
  });
});
