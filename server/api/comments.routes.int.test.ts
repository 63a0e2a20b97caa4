import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { comments, institutions } from "../../adapters/storage/sql/schema";
import type { Comment } from "../../core/domain/comments/comment";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import {
  insertCatalogue,
  insertSession,
  insertUpload,
  type SeedCatalogue,
} from "../../tests/integration/community-seed";

let h: CommunityApp;
let alice: SignedIn;
let bob: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  h = await openCommunityApp();
});
afterAll(() => h.close());
// Fresh users for every test: each author's comments count towards the per-author limit (ADR 061).
beforeEach(async () => {
  alice = await h.signIn({ first_name: "Алиса", last_name: "Иванова", avatar_filename: "alice.webp" });
  bob = await h.signIn();
  staff = await h.signIn({ role: "staff" });
});

/** Every test gets its own institution, so lists and counters start empty. */
let cat: SeedCatalogue;
let model: string;
beforeEach(async () => {
  cat = await insertCatalogue(h.db);
  model = `${cat.institution.id}:institution`;
  h.advanceSeconds(60);
});

const grid = (query: string, token?: string) => h.get(`${V1}/comments/grid?${query}`, token);
const roots = (extra = "", token?: string) => grid(`search[model]=${model}&search[root]=true${extra}`, token);

async function send(body: Record<string, unknown>, who: SignedIn = alice): Promise<Comment> {
  h.advanceSeconds(1);
  const response = await h.post(`${V1}/comments/send`, { model, is_review: false, ...body }, who.token);
  expect(response.status).toBe(201);
  return (await response.json()) as Comment;
}

async function counters() {
  const [row] = await h.db
    .select({ comments_count: institutions.comments_count, rating_by_reviews: institutions.rating_by_reviews })
    .from(institutions)
    .where(eq(institutions.id, cat.institution.id));
  return { comments_count: row?.comments_count, rating_by_reviews: Number(row?.rating_by_reviews) };
}

async function storedText(id: number) {
  const [row] = await h.db.select({ text: comments.text }).from(comments).where(eq(comments.id, id));
  return row?.text;
}

describe("GET /comments/grid", () => {
  it("answers an empty first page for a model without comments, with spec defaults for paging and sort", async () => {
    const response = await roots();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [],
      pagination: { current_page: 1, last_page: 1 },
      counter: { all: 0, current_total: 0 },
    });
  });

  it("accepts percent-encoded brackets and the same call under /api-dev", async () => {
    const c = await send({ text: "Привет" });
    const response = await h.get(
      `/api-dev/ru/v1/comments/grid?page=1&sort_column=created_at&sort_order=asc&search%5Bmodel%5D=${encodeURIComponent(model)}&search%5Broot%5D=true`,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Comment[] }).data.map((x) => x.id)).toEqual([c.id]);
  });

  it.each([
    ["", { "search[model]": ["Укажите объект комментария в виде «{id}:{тип}»."] }],
    [
      `search[model]=${"x"}&search[root]=true`,
      { "search[model]": ["Укажите объект комментария в виде «{id}:{тип}»."] },
    ],
    [
      "search[model]=5:user&search[root]=true",
      { "search[model]": ["К этому типу объектов нельзя оставлять комментарии."] },
    ],
    [
      "search[model]=5:institution&search[root]=true&search[by]=3",
      { search: ["Укажите ровно одно из search[root]=true и search[by]."] },
    ],
    ["search[model]=5:institution&search[root]=true&page=0", { page: ["Номер страницы: целое число не меньше 1."] }],
    [
      "search[model]=5:institution&search[root]=true&sort_column=title",
      { sort_column: ["Недопустимое поле сортировки."] },
    ],
    [
      "search[model]=5:institution&search[root]=true&sort_order=up",
      { sort_order: ["Порядок сортировки: asc или desc."] },
    ],
    ["search[model]=5:institution&search[root]=yes", { "search[root]": ["Ожидается search[root]=true."] }],
    ["search[model]=5:institution&search[root]=true&per_page=100", { per_page: ["Неизвестный параметр."] }],
  ])("answers 422 with Russian field messages for ?%s", async (query, data) => {
    const response = await grid(query);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: "Проверьте правильность заполнения полей.", data });
  });

  it("answers 422 when search[by] names no comment of this model", async () => {
    const other = await insertCatalogue(h.db);
    const elsewhere = await h.post(
      `${V1}/comments/send`,
      { model: `${other.institution.id}:institution`, text: "Там", is_review: false },
      alice.token,
    );
    const foreign = (await elsewhere.json()) as Comment;
    for (const by of [foreign.id, 2_000_000_000]) {
      const response = await grid(`search[model]=${model}&search[by]=${by}`);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ data: { "search[by]": ["Комментарий не найден."] } });
    }
  });

  it("pages root comments by 10 and sorts by date or by likes minus dislikes", async () => {
    const sent: Comment[] = [];
    for (let i = 1; i <= 12; i++) {
      h.advanceSeconds(120); // at most 5 comments in 10 minutes (ADR 061)
      sent.push(await send({ text: `Комментарий ${i}` }));
    }
    const ids = sent.map((c) => c.id);
    const first = (await (await roots("&sort_column=created_at&sort_order=asc")).json()) as {
      data: Comment[];
      pagination: unknown;
      counter: unknown;
    };
    expect(first.data.map((c) => c.id)).toEqual(ids.slice(0, 10));
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2 });
    expect(first.counter).toEqual({ all: 12, current_total: 12 });
    const second = (await (await roots("&page=2&sort_column=created_at&sort_order=asc")).json()) as { data: Comment[] };
    expect(second.data.map((c) => c.id)).toEqual(ids.slice(10));
    const newest = (await (await roots("&sort_column=created_at&sort_order=desc")).json()) as { data: Comment[] };
    expect(newest.data[0]?.id).toBe(ids[11]);

    const liked = ids[4] as number;
    const disliked = ids[11] as number;
    await h.post(`${V1}/comments/rate`, { comment_id: liked }, bob.token);
    await h.post(`${V1}/comments/rate`, { comment_id: disliked, action: "dislike" }, bob.token);
    const byRating = (await (await roots()).json()) as { data: Comment[] };
    expect(byRating.data[0]?.id).toBe(liked);
    expect(byRating.data.map((c) => c.id)).not.toContain(disliked);
    expect(byRating.data[1]?.id).toBe(ids[10]);
  });

  it("lists replies of one comment with search[by], oldest first by date, and counts them on the parent", async () => {
    const root = await send({ text: "Вопрос" });
    const r1 = await send({ text: "Ответ 1", reply_to: root.id }, bob);
    const r2 = await send({ text: "Ответ 2", reply_to: root.id });
    const nested = await send({ text: "Ответ на ответ", reply_to: r1.id }, alice);
    const replies = await grid(`search[model]=${model}&search[by]=${root.id}&sort_column=created_at&sort_order=asc`);
    expect(replies.status).toBe(200);
    const body = (await replies.json()) as { data: Comment[]; counter: unknown; pagination: unknown };
    expect(body.data.map((c) => [c.id, c.parent_id, c.replies_count])).toEqual([
      [r1.id, root.id, 1],
      [r2.id, root.id, 0],
    ]);
    expect(body.counter).toEqual({ all: 4, current_total: 2 });
    const list = (await (await roots()).json()) as { data: Comment[]; counter: unknown };
    expect(list.data.map((c) => [c.id, c.replies_count])).toEqual([[root.id, 2]]);
    expect(list.counter).toEqual({ all: 4, current_total: 1 });
    const deeper = (await (await grid(`search[model]=${model}&search[by]=${r1.id}`)).json()) as { data: Comment[] };
    expect(deeper.data.map((c) => c.id)).toEqual([nested.id]);
  });
});

describe("POST /comments/send", () => {
  it("answers 401 to an anonymous visitor and stores nothing", async () => {
    const response = await h.post(`${V1}/comments/send`, { model, text: "Аноним", is_review: false });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Требуется вход в аккаунт." });
    expect((await (await roots()).json()) as unknown).toMatchObject({ counter: { all: 0 } });
  });

  it("answers 406 to an expired token, so the client refreshes", async () => {
    const token = await insertSession(h.db, alice.id, new Date(h.now().getTime() - 1000));
    const response = await h.post(`${V1}/comments/send`, { model, text: "Поздно", is_review: false }, token);
    expect(response.status).toBe(406);
  });

  it("stores a comment and answers it as the list shows it, marked new", async () => {
    const upload = await insertUpload(h.db, alice.id);
    const response = await h.post(
      `${V1}/comments/send`,
      { model, text: "  Отличный университет!  ", attachment_id: upload, is_review: false, reply_to: null },
      alice.token,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Comment;
    expect(body).toEqual({
      id: body.id,
      parent_id: null,
      text: "Отличный университет!",
      attachment_id: upload,
      attachment_url: expect.stringMatching(/^\/uploads\/[0-9a-f]{3}\/[0-9a-f]{3}\/[0-9a-f]{2}\/[0-9a-f]{8}\.webp$/),
      is_review: false,
      is_new: true,
      is_updated: false,
      rating: null,
      author: { id: alice.id, name: "Алиса Иванова", avatar: "alice.webp" },
      created_at: h.now().toISOString(),
      likes: 0,
      dislikes: 0,
      user_vote: null,
      is_deleted: false,
      replies_count: 0,
    });
    const listed = (await (await roots()).json()) as { data: Comment[] };
    expect(listed.data).toEqual([{ ...body, is_new: false }]);
  });

  it("shows the username of an author without a name", async () => {
    const c = await send({ text: "Без имени" }, bob);
    expect(c.author).toEqual({ id: bob.id, name: bob.username, avatar: null });
  });

  it("accepts comments on education bases, degree programs and blog posts", async () => {
    for (const m of [
      `${cat.base.id}:education_base`,
      `${cat.program.id}:degree_program`,
      `${cat.blogPost.id}:blog_post`,
    ]) {
      const response = await h.post(
        `${V1}/comments/send`,
        { model: m, text: "Есть вопрос", is_review: false },
        bob.token,
      );
      expect(response.status).toBe(201);
    }
  });

  it("keeps the institution's comments_count and rating_by_reviews up to date", async () => {
    await send({ text: "Отзыв", is_review: true, rating: 5 });
    await send({ text: "Отзыв", is_review: true, rating: 4 }, bob);
    const plain = await send({ text: "Вопрос" });
    await send({ text: "Ответ", reply_to: plain.id }, bob);
    expect(await counters()).toEqual({ comments_count: 4, rating_by_reviews: 4.5 });
    await send({ text: "Ещё отзыв", is_review: true, rating: 4 }, staff);
    expect(await counters()).toEqual({ comments_count: 5, rating_by_reviews: 4.33 });
  });

  const TOO_LONG = "я".repeat(5001);
  it.each([
    [{ text: "   " }, { text: ["Введите текст комментария."] }],
    [{ text: TOO_LONG }, { text: ["Не более 5000 символов."] }],
    [{ text: 42 }, { text: ["Введите текст комментария."] }],
    [{ model: "" }, { model: ["Укажите объект комментария в виде «{id}:{тип}»."] }],
    [{ model: "institution" }, { model: ["Укажите объект комментария в виде «{id}:{тип}»."] }],
    [{ model: "3:user" }, { model: ["К этому типу объектов нельзя оставлять комментарии."] }],
    [{ model: "2000000000:institution" }, { model: ["Объект комментария не найден."] }],
    [{ is_review: true }, { rating: ["Поставьте оценку от 1 до 5."] }],
    [{ is_review: true, rating: 6 }, { rating: ["Оценка: целое число от 1 до 5."] }],
    [{ is_review: true, rating: 4.5 }, { rating: ["Оценка: целое число от 1 до 5."] }],
    [{ rating: 3 }, { rating: ["Оценка ставится только в отзыве."] }],
    [{ reply_to: 2_000_000_000 }, { reply_to: ["Комментарий, на который вы отвечаете, не найден."] }],
    [{ reply_to: "1" }, { reply_to: ["Некорректный идентификатор."] }],
    [{ attachment_id: 2_000_000_000 }, { attachment_id: ["Вложение не найдено."] }],
  ])("answers 422 for a bad field (case %#)", async (patch, data) => {
    const response = await h.post(
      `${V1}/comments/send`,
      { model, text: "Текст", is_review: false, ...patch },
      alice.token,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: "Проверьте правильность заполнения полей.", data });
    expect(await counters()).toEqual({ comments_count: 0, rating_by_reviews: 0 });
  });

  it("accepts exactly 5000 characters", async () => {
    const c = await send({ text: "ё".repeat(5000) });
    expect([...c.text]).toHaveLength(5000);
  });

  it("answers 422 to a malformed or missing body", async () => {
    for (const body of ["{not json", "", "[]"]) {
      const response = await h.post(`${V1}/comments/send`, body, alice.token);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe("Проверьте правильность заполнения полей.");
    }
  });

  it("refuses replies to another model's comment, to a deleted comment, and reviews as replies", async () => {
    const other = await insertCatalogue(h.db);
    const foreign = await h.post(
      `${V1}/comments/send`,
      { model: `${other.institution.id}:institution`, text: "Чужой", is_review: false },
      bob.token,
    );
    const foreignId = ((await foreign.json()) as Comment).id;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ reply_to: foreignId }, { reply_to: ["Комментарий, на который вы отвечаете, не найден."] }],
    ];
    const gone = await send({ text: "Удалю" }, bob);
    await h.post(`${V1}/comments/delete`, { comment_id: gone.id }, bob.token);
    cases.push([{ reply_to: gone.id }, { reply_to: ["Нельзя ответить на удалённый комментарий."] }]);
    const live = await send({ text: "Живой" }, bob);
    cases.push([
      { reply_to: live.id, is_review: true, rating: 5 },
      { is_review: ["Отзыв не может быть ответом на комментарий."] },
    ]);
    for (const [patch, data] of cases) {
      const response = await h.post(
        `${V1}/comments/send`,
        { model, text: "Ответ", is_review: false, ...patch },
        alice.token,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ data });
    }
  });

  it("accepts only the author's own uploads as attachments", async () => {
    const bobs = await insertUpload(h.db, bob.id);
    const anonymous = await insertUpload(h.db, null);
    for (const attachment_id of [bobs, anonymous]) {
      const response = await h.post(
        `${V1}/comments/send`,
        { model, text: "С файлом", is_review: false, attachment_id },
        alice.token,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ data: { attachment_id: ["Вложение не найдено."] } });
    }
  });
});

describe("POST /comments/edit", () => {
  it("lets the author edit: new text, is_updated set, the attachment kept when left out", async () => {
    const upload = await insertUpload(h.db, alice.id);
    const c = await send({ text: "Старый текст", attachment_id: upload });
    const response = await h.post(`${V1}/comments/edit`, { edit_id: c.id, text: " Новый текст " }, alice.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...c, text: "Новый текст", is_updated: true, is_new: false });
    const cleared = await h.post(
      `${V1}/comments/edit`,
      { edit_id: c.id, text: "Без файла", attachment_id: null },
      alice.token,
    );
    expect(await cleared.json()).toMatchObject({ attachment_id: null, text: "Без файла" });
  });

  it("answers 401, 403 for another user's comment (staff included), 404 for an unknown one; nothing changes", async () => {
    const c = await send({ text: "Мой текст" });
    expect((await h.post(`${V1}/comments/edit`, { edit_id: c.id, text: "x" })).status).toBe(401);
    for (const who of [bob, staff]) {
      const response = await h.post(`${V1}/comments/edit`, { edit_id: c.id, text: "Чужая правка" }, who.token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "Изменять можно только свои комментарии." });
    }
    const missing = await h.post(`${V1}/comments/edit`, { edit_id: 2_000_000_000, text: "x" }, alice.token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Комментарий не найден." });
    expect(await storedText(c.id)).toBe("Мой текст");
  });

  it("answers 422 for bad input and keeps the stored text", async () => {
    const c = await send({ text: "Сохранённый текст" });
    const cases: [unknown, Record<string, string[]>][] = [
      [{ edit_id: c.id, text: "" }, { text: ["Введите текст комментария."] }],
      [{ edit_id: c.id, text: "я".repeat(5001) }, { text: ["Не более 5000 символов."] }],
      [{ edit_id: c.id }, { text: ["Введите текст комментария."] }],
      [{ edit_id: "abc", text: "x" }, { edit_id: ["Некорректный идентификатор."] }],
      [{ edit_id: c.id, text: "x", attachment_id: 2_000_000_000 }, { attachment_id: ["Вложение не найдено."] }],
    ];
    for (const [body, data] of cases) {
      const response = await h.post(`${V1}/comments/edit`, body, alice.token);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ message: "Проверьте правильность заполнения полей.", data });
    }
    expect(await storedText(c.id)).toBe("Сохранённый текст");
  });

  it("refuses to edit a deleted comment", async () => {
    const c = await send({ text: "Скоро удалю" });
    await h.post(`${V1}/comments/delete`, { comment_id: c.id }, alice.token);
    const response = await h.post(`${V1}/comments/edit`, { edit_id: c.id, text: "Воскресни" }, alice.token);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ data: { edit_id: ["Комментарий удалён."] } });
  });
});

describe("POST /comments/delete", () => {
  it("lets the author delete: the marker replaces the entry, replies stay, counters drop", async () => {
    const review = await send({ text: "Отзыв", is_review: true, rating: 2 });
    const reply = await send({ text: "Ответ", reply_to: review.id }, bob);
    await send({ text: "Отзыв", is_review: true, rating: 4 }, bob);
    expect(await counters()).toEqual({ comments_count: 3, rating_by_reviews: 3 });
    const response = await h.post(`${V1}/comments/delete`, { comment_id: review.id }, alice.token);
    expect(response.status).toBe(200);
    const marker = (await response.json()) as Comment;
    expect(marker).toEqual({
      ...review,
      is_new: false,
      text: "",
      attachment_id: null,
      rating: null,
      is_deleted: true,
      replies_count: 1,
    });
    expect(await counters()).toEqual({ comments_count: 2, rating_by_reviews: 4 });
    const list = (await (await roots("&sort_column=created_at&sort_order=asc")).json()) as {
      data: Comment[];
      counter: unknown;
    };
    expect(list.data[0]).toEqual(marker);
    expect(list.counter).toEqual({ all: 2, current_total: 2 });
    const replies = (await (await grid(`search[model]=${model}&search[by]=${review.id}`)).json()) as {
      data: Comment[];
    };
    expect(replies.data.map((c) => c.id)).toEqual([reply.id]);
    const again = await h.post(`${V1}/comments/delete`, { comment_id: review.id }, alice.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(marker);
    expect(await counters()).toEqual({ comments_count: 2, rating_by_reviews: 4 });
  });

  it("answers 403 for another user's comment and 404 for an unknown one; staff may delete any comment", async () => {
    const c = await send({ text: "Не трогать" });
    const forbidden = await h.post(`${V1}/comments/delete`, { comment_id: c.id }, bob.token);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: "Удалять можно только свои комментарии." });
    expect(await storedText(c.id)).toBe("Не трогать");
    expect((await roots()).status).toBe(200);
    expect(await counters()).toEqual({ comments_count: 1, rating_by_reviews: 0 });
    const missing = await h.post(`${V1}/comments/delete`, { comment_id: 2_000_000_000 }, bob.token);
    expect(missing.status).toBe(404);
    expect((await h.post(`${V1}/comments/delete`, { comment_id: c.id })).status).toBe(401);
    const moderated = await h.post(`${V1}/comments/delete`, { comment_id: c.id }, staff.token);
    expect(moderated.status).toBe(200);
    expect(await moderated.json()).toMatchObject({ id: c.id, is_deleted: true });
    expect(await counters()).toEqual({ comments_count: 0, rating_by_reviews: 0 });
  });
});

describe("POST /comments/rate", () => {
  it("likes by default, takes the vote back on the same action, switches on the other", async () => {
    const c = await send({ text: "Оцените" });
    const rate = async (body: Record<string, unknown>, who: SignedIn) => {
      const response = await h.post(`${V1}/comments/rate`, { comment_id: c.id, ...body }, who.token);
      expect(response.status).toBe(200);
      return response.json();
    };
    expect(await rate({}, bob)).toEqual({ likes: 1, dislikes: 0, user_vote: "like" });
    expect(await rate({ action: "like" }, bob)).toEqual({ likes: 0, dislikes: 0, user_vote: null });
    expect(await rate({ action: "dislike" }, bob)).toEqual({ likes: 0, dislikes: 1, user_vote: "dislike" });
    expect(await rate({ action: "like" }, bob)).toEqual({ likes: 1, dislikes: 0, user_vote: "like" });
    expect(await rate({ action: "like" }, staff)).toEqual({ likes: 2, dislikes: 0, user_vote: "like" });
    const seenByBob = (await (await roots("", bob.token)).json()) as { data: Comment[] };
    expect(seenByBob.data[0]).toMatchObject({ likes: 2, dislikes: 0, user_vote: "like" });
    const seenByAnonymous = (await (await roots()).json()) as { data: Comment[] };
    expect(seenByAnonymous.data[0]?.user_vote).toBeNull();
  });

  it("counts simultaneous votes of different users, and keeps the counters right under simultaneous sends", async () => {
    const c = await send({ text: "Популярный" });
    const voters = await Promise.all(Array.from({ length: 6 }, () => h.signIn()));
    const votes = await Promise.all(
      voters.map((who) => h.post(`${V1}/comments/rate`, { comment_id: c.id }, who.token)),
    );
    expect(votes.map((r) => r.status)).toEqual(Array(6).fill(200));
    const listed = (await (await roots()).json()) as { data: Comment[] };
    expect(listed.data[0]).toMatchObject({ likes: 6, dislikes: 0 });
    const sends = await Promise.all(
      voters.map((who, i) =>
        h.post(`${V1}/comments/send`, { model, text: "Отзыв", is_review: true, rating: (i % 5) + 1 }, who.token),
      ),
    );
    expect(sends.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await counters()).toEqual({ comments_count: 7, rating_by_reviews: 2.67 });
  });

  it("answers 401, 403 on one's own comment, 404 for an unknown comment, 422 for a bad action or a deleted comment", async () => {
    const c = await send({ text: "Мой" });
    expect((await h.post(`${V1}/comments/rate`, { comment_id: c.id })).status).toBe(401);
    const own = await h.post(`${V1}/comments/rate`, { comment_id: c.id }, alice.token);
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: "Нельзя оценить собственный комментарий." });
    const missing = await h.post(`${V1}/comments/rate`, { comment_id: 2_000_000_000 }, bob.token);
    expect(missing.status).toBe(404);
    const bad = await h.post(`${V1}/comments/rate`, { comment_id: c.id, action: "love" }, bob.token);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ data: { action: ["Действие: like или dislike."] } });
    await h.post(`${V1}/comments/delete`, { comment_id: c.id }, alice.token);
    const deleted = await h.post(`${V1}/comments/rate`, { comment_id: c.id }, bob.token);
    expect(deleted.status).toBe(422);
    expect(await deleted.json()).toMatchObject({ data: { comment_id: ["Нельзя оценить удалённый комментарий."] } });
  });
});
