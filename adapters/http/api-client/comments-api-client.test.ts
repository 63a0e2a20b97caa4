import { describe, expect, it } from "vitest";
import type { Comment } from "../../../core/domain/comments/comment";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf } from "../../../tests/fakes/fake-fetch";

const COMMENT: Comment = {
  id: 12,
  parent_id: null,
  text: "Отличный университет",
  attachment_id: null,
  attachment_url: null,
  is_review: false,
  is_new: true,
  is_updated: false,
  rating: null,
  author: { id: 7, name: "Иван Петров", avatar: null },
  created_at: "2025-03-01T09:00:00.000Z",
  likes: 0,
  dislikes: 0,
  user_vote: null,
  is_deleted: false,
  replies_count: 0,
};

describe("the comments API client", () => {
  it("lists a page in bracket notation and answers it as the core's CommentsPage", async () => {
    const page = { pagination: { current_page: 1, last_page: 3 }, counter: { all: 25, current_total: 21 } };
    const { client, requests } = clientOverFake(() => json({ data: [COMMENT], ...page }));
    const result = await client.comments.list({
      page: 1,
      sort_column: "rating",
      sort_order: "desc",
      search: { model: "101:institution", root: true },
    });
    expect(result).toEqual({ comments: [COMMENT], ...page });
    expect(requests[0]?.url).toBe(
      "http://api.test/api/ru/v1/comments/grid?page=1&sort_column=rating&sort_order=desc&search%5Bmodel%5D=101%3Ainstitution&search%5Broot%5D=true",
    );
  });

  it("sends, edits, deletes and rates with the spec 7 payloads", async () => {
    const answers = [
      json(COMMENT, 201),
      json({ ...COMMENT, text: "Исправлено", is_updated: true }),
      json({ ...COMMENT, text: "", is_deleted: true }),
      json({ likes: 1, dislikes: 0, user_vote: "like" }),
    ];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    const sent = await client.comments.send({
      reply_to: null,
      model: "101:institution",
      text: "Отличный университет",
      attachment_id: null,
      is_review: false,
      rating: null,
    });
    const edited = await client.comments.edit({ edit_id: 12, text: "Исправлено", attachment_id: null });
    const deleted = await client.comments.delete({ comment_id: 12 });
    const rated = await client.comments.rate({ comment_id: 12, action: "like" });
    expect([sent, edited?.text, deleted?.is_deleted, rated]).toEqual([
      COMMENT,
      "Исправлено",
      true,
      { likes: 1, dislikes: 0, user_vote: "like" },
    ]);
    expect(requests.map((request) => request.url.replace("http://api.test/api/ru/v1", ""))).toEqual([
      "/comments/send",
      "/comments/edit",
      "/comments/delete",
      "/comments/rate",
    ]);
    expect(jsonBodyOf(requests[2])).toEqual({ comment_id: 12 });
    expect(jsonBodyOf(requests[3])).toEqual({ comment_id: 12, action: "like" });
  });

  it("answers null on failure", async () => {
    const { client } = clientOverFake(() => json({ message: "Требуется вход в аккаунт." }, 401));
    const draft = { text: "x", attachment_id: null };
    expect(
      await client.comments.list({
        page: 1,
        sort_column: "rating",
        sort_order: "desc",
        search: { model: "1:x", by: 2 },
      }),
    ).toBeNull();
    expect(
      await client.comments.send({ ...draft, reply_to: null, model: "1:x", is_review: false, rating: null }),
    ).toBeNull();
    expect(await client.comments.edit({ ...draft, edit_id: 1 })).toBeNull();
    expect(await client.comments.delete({ comment_id: 1 })).toBeNull();
    expect(await client.comments.rate({ comment_id: 1, action: "dislike" })).toBeNull();
  });

  it("sends a picture as the multipart `image` entry and answers its id and URL, or null when refused", async () => {
    const refused = { message: "Проверьте правильность заполнения полей.", data: { image: ["Не картинка."] } };
    const stored = { id: 31, url: "/uploads/a1b/2c3/a1b2c3d4e5f6a1b2c3d4e5f6.webp" };
    const answers = [json(stored, 201), json(refused, 422)];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    const photo = new File([Uint8Array.from([0xff, 0xd8, 0xff])], "кампус.jpg", { type: "image/jpeg" });
    expect(await client.comments.attach(photo)).toEqual(stored);
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/comments/attachment");
    expect(requests[0]?.method).toBe("POST");
    const body = requests[0]?.body;
    const sent = body instanceof FormData ? body.get("image") : null;
    expect(sent instanceof File && [sent.name, sent.size]).toEqual(["кампус.jpg", 3]);
    expect(await client.comments.attach(new Blob(["not a picture"]))).toBeNull();
  });
});
