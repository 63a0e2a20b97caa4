import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextVote } from "../../core/domain/comments/next-vote";
import type { CommentRelation, CommentVote } from "../../core/domain/comments/comment";
import type { CommentRepository, NewComment } from "../../core/ports/comment-repository.port";

/** What each adapter's test provides: a fresh repository over a small world of users, models and uploads. */
export type CommentsContractWorld = {
  readonly repo: CommentRepository;
  /** An author with a first and last name and an avatar. */
  readonly alice: { readonly id: number; readonly name: string; readonly avatar: string | null };
  /** An author with only a username. */
  readonly bob: { readonly id: number; readonly name: string };
  readonly institution: CommentRelation;
  readonly educationBase: CommentRelation;
  readonly degreeProgram: CommentRelation;
  readonly blogPost: CommentRelation;
  readonly missingInstitution: CommentRelation;
  readonly aliceUpload: number;
  /** Where Alice's upload is served (`/uploads/...`). */
  readonly aliceUploadUrl: string;
  readonly bobUpload: number;
  /** The counters stored on `institution`. */
  institutionCounters(): Promise<{ comments_count: number; rating_by_reviews: number }>;
  close(): Promise<void>;
  /** The title of `institution`'s page, as the moderation list names it (ADR 062). */
  readonly institutionTitle: string;
};

const T0 = new Date("2026-03-01T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The shared behaviour of every CommentRepository adapter. */
export function commentRepositoryContract(open: () => Promise<CommentsContractWorld>) {
  let w: CommentsContractWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(async () => {
    await w.close();
  });

  const comment = (overrides: Partial<NewComment> = {}): NewComment => ({
    relation: w.institution,
    parent_id: null,
    author_id: w.alice.id,
    text: "Хороший университет",
    attachment_id: null,
    is_review: false,
    rating: null,
    ...overrides,
  });

  const page = (
    overrides: { parent_id?: number | null; page?: number; per_page?: number; viewer_id?: number | null } = {},
  ) => ({
    relation: w.institution,
    parent_id: null,
    sort_column: "created_at" as const,
    sort_order: "asc" as const,
    page: 1,
    per_page: 10,
    viewer_id: null,
    ...overrides,
  });

  const vote = (id: number, user: number, action: CommentVote) => w.repo.vote(id, user, (p) => nextVote(p, action));

  describe("models and attachments", () => {
    it("knows which models exist, for each supported relation type", async () => {
      for (const relation of [w.institution, w.educationBase, w.degreeProgram, w.blogPost]) {
        expect(await w.repo.relationExists(relation)).toBe(true);
      }
      expect(await w.repo.relationExists(w.missingInstitution)).toBe(false);
      expect(await w.repo.relationExists({ relation_id: w.institution.relation_id, relation_type: "user" })).toBe(
        false,
      );
      expect(
        await w.repo.relationExists({ relation_id: w.institution.relation_id, relation_type: "constructor" }),
      ).toBe(false);
    });

    it("accepts only the user's own uploads as attachments", async () => {
      expect(await w.repo.attachmentOwnedBy(w.aliceUpload, w.alice.id)).toBe(true);
      expect(await w.repo.attachmentOwnedBy(w.aliceUpload, w.bob.id)).toBe(false);
      expect(await w.repo.attachmentOwnedBy(w.bobUpload, w.bob.id)).toBe(true);
      expect(await w.repo.attachmentOwnedBy(999_999, w.alice.id)).toBe(false);
    });
  });

  describe("create, find and view", () => {
    it("stores a comment and shows it with its author", async () => {
      const id = await w.repo.create(comment({ attachment_id: w.aliceUpload }), T0);
      expect(await w.repo.view(id, null)).toEqual({
        id,
        parent_id: null,
        text: "Хороший университет",
        attachment_id: w.aliceUpload,
        attachment_url: w.aliceUploadUrl,
        is_review: false,
        is_new: false,
        is_updated: false,
        rating: null,
        author: { id: w.alice.id, name: w.alice.name, avatar: w.alice.avatar },
        created_at: T0.toISOString(),
        likes: 0,
        dislikes: 0,
        user_vote: null,
        is_deleted: false,
        replies_count: 0,
      });
      expect(await w.repo.find(id)).toEqual({
        id,
        parent_id: null,
        relation: w.institution,
        author_id: w.alice.id,
        is_review: false,
        is_deleted: false,
      });
    });

    it("shows a review with its score and a username when the author has no name", async () => {
      const id = await w.repo.create(comment({ author_id: w.bob.id, is_review: true, rating: 4 }), T0);
      const view = await w.repo.view(id, null);
      expect(view).toMatchObject({
        is_review: true,
        rating: 4,
        author: { id: w.bob.id, name: w.bob.name, avatar: null },
      });
    });

    it("answers null for unknown ids", async () => {
      expect(await w.repo.find(424_242)).toBeNull();
      expect(await w.repo.view(424_242, w.alice.id)).toBeNull();
    });
  });

  describe("reviews by author", () => {
    it("lists the author's live top-level reviews, newest first, ties by higher id, up to the limit", async () => {
      const older = await w.repo.create(comment({ is_review: true, rating: 5, text: "Отлично" }), at(1));
      const tieA = await w.repo.create(comment({ is_review: true, rating: 3, relation: w.blogPost }), at(2));
      const tieB = await w.repo.create(comment({ is_review: true, rating: 4 }), at(2));
      const gone = await w.repo.create(comment({ is_review: true, rating: 1 }), at(3));
      await w.repo.softDelete(gone, at(4));
      await w.repo.create(comment({ text: "просто комментарий" }), at(5));
      await w.repo.create(comment({ author_id: w.bob.id, is_review: true, rating: 2 }), at(6));
      const reviews = await w.repo.reviewsByAuthor(w.alice.id, 10);
      expect(reviews.map((review) => review.id)).toEqual([tieB, tieA, older]);
      expect(reviews[2]).toEqual({
        id: older,
        text: "Отлично",
        rating: 5,
        created_at: at(1).toISOString(),
        relation: w.institution,
      });
      expect(reviews[1]?.relation).toEqual(w.blogPost);
      expect((await w.repo.reviewsByAuthor(w.alice.id, 2)).map((review) => review.id)).toEqual([tieB, tieA]);
      expect(await w.repo.reviewsByAuthor(w.alice.id, 0)).toEqual([]);
      expect(await w.repo.reviewsByAuthor(424_242, 10)).toEqual([]);
    });
  });

  describe("list", () => {
    it("pages root comments by date in both directions, ties broken by id", async () => {
      const a = await w.repo.create(comment({ text: "a" }), at(1));
      const b = await w.repo.create(comment({ text: "b" }), at(2));
      const c = await w.repo.create(comment({ text: "c" }), at(2));
      await w.repo.create(comment({ text: "reply", parent_id: a }), at(3));
      await w.repo.create(comment({ text: "elsewhere", relation: w.blogPost }), at(4));
      const asc = await w.repo.list(page());
      expect(asc.comments.map((x) => x.id)).toEqual([a, b, c]);
      expect(asc.total).toBe(3);
      expect(asc.all).toBe(4);
      const desc = await w.repo.list({ ...page(), sort_order: "desc" });
      expect(desc.comments.map((x) => x.id)).toEqual([c, b, a]);
      const second = await w.repo.list(page({ page: 2, per_page: 2 }));
      expect(second.comments.map((x) => x.id)).toEqual([c]);
      expect(second.total).toBe(3);
      expect((await w.repo.list(page({ page: 5, per_page: 2 }))).comments).toEqual([]);
    });

    it("sorts by rating as likes minus dislikes, then by date", async () => {
      const a = await w.repo.create(comment({ text: "a" }), at(1));
      const b = await w.repo.create(comment({ text: "b" }), at(2));
      const c = await w.repo.create(comment({ text: "c" }), at(3));
      await vote(b, w.bob.id, "like");
      await vote(a, w.bob.id, "dislike");
      const desc = await w.repo.list({ ...page(), sort_column: "rating", sort_order: "desc" });
      expect(desc.comments.map((x) => x.id)).toEqual([b, c, a]);
      const asc = await w.repo.list({ ...page(), sort_column: "rating", sort_order: "asc" });
      expect(asc.comments.map((x) => x.id)).toEqual([a, c, b]);
    });

    it("lists the direct replies of one comment and counts them on the parent", async () => {
      const root = await w.repo.create(comment(), at(1));
      const r1 = await w.repo.create(comment({ parent_id: root, author_id: w.bob.id, text: "r1" }), at(2));
      const r2 = await w.repo.create(comment({ parent_id: root, text: "r2" }), at(3));
      await w.repo.create(comment({ parent_id: r1, text: "nested" }), at(4));
      const replies = await w.repo.list(page({ parent_id: root }));
      expect(replies.comments.map((x) => x.id)).toEqual([r1, r2]);
      expect(replies.total).toBe(2);
      expect(replies.all).toBe(4);
      expect((await w.repo.view(root, null))?.replies_count).toBe(2);
      expect(replies.comments[0]).toMatchObject({ parent_id: root, replies_count: 1 });
    });

    it("fills user_vote for the viewer only", async () => {
      const id = await w.repo.create(comment(), at(1));
      await vote(id, w.bob.id, "dislike");
      expect((await w.repo.list(page({ viewer_id: w.bob.id }))).comments[0]?.user_vote).toBe("dislike");
      expect((await w.repo.list(page({ viewer_id: w.alice.id }))).comments[0]?.user_vote).toBeNull();
      expect((await w.repo.list(page())).comments[0]?.user_vote).toBeNull();
    });
  });

  describe("edit and delete", () => {
    it("edits text and marks the comment updated; an absent attachment stays, null removes it", async () => {
      const id = await w.repo.create(comment({ attachment_id: w.aliceUpload }), T0);
      expect(await w.repo.edit(id, { text: "Новый текст", attachment_id: undefined }, at(5))).toBe(true);
      expect(await w.repo.view(id, null)).toMatchObject({
        text: "Новый текст",
        attachment_id: w.aliceUpload,
        is_updated: true,
        created_at: T0.toISOString(),
      });
      await w.repo.edit(id, { text: "Без вложения", attachment_id: null }, at(6));
      expect(await w.repo.view(id, null)).toMatchObject({ text: "Без вложения", attachment_id: null });
      expect(await w.repo.edit(424_242, { text: "x", attachment_id: undefined }, at(7))).toBe(false);
    });

    it("soft-deletes: the marker keeps its slot and replies, loses its content, leaves the live count", async () => {
      const root = await w.repo.create(comment({ is_review: true, rating: 5, attachment_id: w.aliceUpload }), at(1));
      const reply = await w.repo.create(comment({ parent_id: root, author_id: w.bob.id }), at(2));
      await vote(root, w.bob.id, "like");
      expect(await w.repo.softDelete(root, at(3))).toBe(true);
      const marker = await w.repo.view(root, w.bob.id);
      expect(marker).toMatchObject({
        id: root,
        text: "",
        attachment_id: null,
        rating: null,
        user_vote: null,
        is_deleted: true,
        is_review: true,
        likes: 1,
        replies_count: 1,
        author: { id: w.alice.id },
      });
      expect((await w.repo.find(root))?.is_deleted).toBe(true);
      const roots = await w.repo.list(page());
      expect(roots.comments.map((x) => x.id)).toEqual([root]);
      expect(roots.total).toBe(1);
      expect(roots.all).toBe(1);
      expect((await w.repo.list(page({ parent_id: root }))).comments.map((x) => x.id)).toEqual([reply]);
      expect(await w.repo.softDelete(root, at(9))).toBe(true);
      expect(await w.repo.view(root, null)).toEqual({ ...marker, user_vote: null });
      expect(await w.repo.softDelete(424_242, at(9))).toBe(false);
    });
  });

  describe("votes", () => {
    it("keeps one vote per user: the same action takes it back, the other switches it", async () => {
      const id = await w.repo.create(comment(), T0);
      expect(await vote(id, w.bob.id, "like")).toEqual({ likes: 1, dislikes: 0, user_vote: "like" });
      expect(await vote(id, w.bob.id, "dislike")).toEqual({ likes: 0, dislikes: 1, user_vote: "dislike" });
      expect(await vote(id, w.alice.id, "dislike")).toEqual({ likes: 0, dislikes: 2, user_vote: "dislike" });
      expect(await vote(id, w.bob.id, "dislike")).toEqual({ likes: 0, dislikes: 1, user_vote: null });
      expect(await w.repo.view(id, w.alice.id)).toMatchObject({ likes: 0, dislikes: 1, user_vote: "dislike" });
      expect(await w.repo.view(id, w.bob.id)).toMatchObject({ user_vote: null });
    });

    it("answers null for an unknown comment", async () => {
      expect(await vote(424_242, w.bob.id, "like")).toBeNull();
    });
  });

  describe("institution counters", () => {
    it("counts live comments with replies and averages live review scores to 2 decimals", async () => {
      expect(await w.institutionCounters()).toEqual({ comments_count: 0, rating_by_reviews: 0 });
      const five = await w.repo.create(comment({ is_review: true, rating: 5 }), at(1));
      await w.repo.create(comment({ author_id: w.bob.id, is_review: true, rating: 4 }), at(2));
      const plain = await w.repo.create(comment({ text: "вопрос" }), at(3));
      await w.repo.create(comment({ parent_id: plain, author_id: w.bob.id, text: "ответ" }), at(4));
      expect(await w.institutionCounters()).toEqual({ comments_count: 4, rating_by_reviews: 4.5 });
      await w.repo.create(comment({ is_review: true, rating: 4 }), at(5));
      expect(await w.institutionCounters()).toEqual({ comments_count: 5, rating_by_reviews: 4.33 });
      await w.repo.softDelete(five, at(6));
      expect(await w.institutionCounters()).toEqual({ comments_count: 4, rating_by_reviews: 4 });
      await w.repo.create(comment({ relation: w.blogPost, is_review: true, rating: 1 }), at(7));
      await w.repo.create(comment({ relation: w.educationBase, is_review: true, rating: 1 }), at(8));
      expect(await w.institutionCounters()).toEqual({ comments_count: 4, rating_by_reviews: 4 });
    });
  });

  describe("moderation (ADR 062)", () => {
    const hiding = (minutes: number, reason = "Спам и ссылки") => ({ at: at(minutes), reason, by: w.bob.id });
    const query = (overrides: Partial<Parameters<CommentRepository["moderationPage"]>[0]> = {}) => ({
      state: "all" as const,
      type: "all" as const,
      search: "",
      page: 1,
      per_page: 10,
      ...overrides,
    });

    it("shows staff a comment with its author, page and state, hidden or not", async () => {
      const id = await w.repo.create(comment({ is_review: true, rating: 4, text: "Отзыв о вузе" }), at(1));
      expect(await w.repo.moderated(id)).toEqual({
        id,
        parent_id: null,
        relation: w.institution,
        text: "Отзыв о вузе",
        author: { id: w.alice.id, name: w.alice.name },
        is_review: true,
        rating: 4,
        created_at: at(1),
        is_deleted: false,
        moderation: { _tag: "Visible" },
        hidden_by_name: null,
        under_hidden: false,
        page: { title: w.institutionTitle, route: expect.objectContaining({ screen: "institution" }) },
      });
      expect(await w.repo.hide(id, hiding(2))).toBe(true);
      expect(await w.repo.moderated(id)).toMatchObject({
        moderation: { _tag: "Hidden", at: at(2), reason: "Спам и ссылки", by: w.bob.id },
        hidden_by_name: w.bob.name,
      });
      expect(await w.repo.moderated(424_242)).toBeNull();
    });

    it("hides a comment with its replies from every visitor read, and restores them as they were", async () => {
      const root = await w.repo.create(comment({ text: "корень" }), at(1));
      const reply = await w.repo.create(comment({ parent_id: root, author_id: w.bob.id }), at(2));
      const nested = await w.repo.create(comment({ parent_id: reply }), at(3));
      const other = await w.repo.create(comment({ text: "другой" }), at(4));
      await vote(root, w.bob.id, "like");
      const shown = await w.repo.view(root, w.bob.id);
      expect(await w.repo.hide(root, hiding(5))).toBe(true);
      for (const id of [root, reply, nested]) {
        expect(await w.repo.find(id)).toBeNull();
        expect(await w.repo.view(id, w.alice.id)).toBeNull();
      }
      const roots = await w.repo.list(page());
      expect(roots.comments.map((x) => x.id)).toEqual([other]);
      expect([roots.total, roots.all]).toEqual([1, 1]);
      expect((await w.repo.list(page({ parent_id: root }))).comments).toEqual([]);
      expect((await w.repo.moderated(nested))?.under_hidden).toBe(true);
      expect(await w.repo.restore(root, at(6))).toBe(true);
      expect(await w.repo.view(root, w.bob.id)).toEqual(shown);
      const back = await w.repo.list(page());
      expect(back.comments.map((x) => x.id)).toEqual([root, other]);
      expect([back.total, back.all]).toEqual([2, 4]);
      expect((await w.repo.moderated(nested))?.under_hidden).toBe(false);
    });

    it("leaves a hidden reply out of its parent's replies_count and the list of replies", async () => {
      const root = await w.repo.create(comment(), at(1));
      const a = await w.repo.create(comment({ parent_id: root, text: "a" }), at(2));
      const b = await w.repo.create(comment({ parent_id: root, text: "b" }), at(3));
      await w.repo.hide(a, hiding(4));
      expect((await w.repo.view(root, null))?.replies_count).toBe(1);
      expect((await w.repo.list(page({ parent_id: root }))).comments.map((x) => x.id)).toEqual([b]);
      expect((await w.repo.list(page())).all).toBe(2);
    });

    it("refuses to hide a hidden comment or restore a visible one, and knows no unknown id", async () => {
      const id = await w.repo.create(comment(), at(1));
      expect(await w.repo.restore(id, at(2))).toBe(false);
      expect(await w.repo.hide(id, hiding(3, "первая причина"))).toBe(true);
      expect(await w.repo.hide(id, hiding(4, "вторая причина"))).toBe(false);
      expect((await w.repo.moderated(id))?.moderation).toMatchObject({ reason: "первая причина", at: at(3) });
      expect(await w.repo.hide(424_242, hiding(5))).toBe(false);
      expect(await w.repo.restore(424_242, at(5))).toBe(false);
    });

    it("recounts the institution: a hidden review leaves comments_count and rating_by_reviews, and comes back", async () => {
      const five = await w.repo.create(comment({ is_review: true, rating: 5 }), at(1));
      await w.repo.create(comment({ author_id: w.bob.id, is_review: true, rating: 2 }), at(2));
      await w.repo.create(comment({ parent_id: five, author_id: w.bob.id, text: "согласен" }), at(3));
      expect(await w.institutionCounters()).toEqual({ comments_count: 3, rating_by_reviews: 3.5 });
      await w.repo.hide(five, hiding(4));
      expect(await w.institutionCounters()).toEqual({ comments_count: 1, rating_by_reviews: 2 });
      await w.repo.restore(five, at(5));
      expect(await w.institutionCounters()).toEqual({ comments_count: 3, rating_by_reviews: 3.5 });
    });

    it("leaves a hidden review out of its author's public reviews", async () => {
      const review = await w.repo.create(comment({ is_review: true, rating: 5 }), at(1));
      await w.repo.hide(review, hiding(2));
      expect(await w.repo.reviewsByAuthor(w.alice.id, 10)).toEqual([]);
    });

    it("pages every comment newest first, filtered by state, type and a search of text, author or number", async () => {
      // Other tests' comments may share the store: this test's texts carry a mark of its own world.
      const mark = `метка-${w.alice.id}`;
      const text = (words: string) => `${words} ${mark}`;
      const review = await w.repo.create(
        comment({ is_review: true, rating: 3, text: text("Общежитие так себе") }),
        at(1),
      );
      const plain = await w.repo.create(comment({ author_id: w.bob.id, text: text("Где взять 100% грант?") }), at(2));
      const onPost = await w.repo.create(comment({ relation: w.blogPost, text: text("Спасибо за статью") }), at(3));
      const gone = await w.repo.create(comment({ text: text("удалю") }), at(4));
      await w.repo.softDelete(gone, at(5));
      await w.repo.hide(plain, hiding(6));
      const ids = async (overrides: Parameters<typeof query>[0]) =>
        (await w.repo.moderationPage(query({ search: mark, ...overrides }))).comments.map((x) => x.id);
      expect(await ids({})).toEqual([gone, onPost, plain, review]);
      expect((await w.repo.moderationPage(query({ search: mark }))).total).toBe(4);
      expect((await w.repo.moderated(gone))?.is_deleted).toBe(true);
      expect(await ids({ state: "hidden" })).toEqual([plain]);
      expect(await ids({ state: "visible" })).toEqual([gone, onPost, review]);
      expect(await ids({ type: "reviews" })).toEqual([review]);
      expect(await ids({ type: "comments" })).toEqual([gone, onPost, plain]);
      expect(await ids({ search: "ОБЩЕЖИТИЕ ТАК" })).toEqual([review]);
      expect(await ids({ search: "100% грант" })).toEqual([plain]);
      expect(await ids({ search: "1_0" })).toEqual([]);
      expect(await ids({ search: w.bob.name.toUpperCase() })).toEqual([plain]);
      expect(await ids({ search: `#${onPost}` })).toEqual([onPost]);
      expect(await ids({ search: String(onPost) })).toContain(onPost);
      expect(await ids({ page: 2, per_page: 3 })).toEqual([review]);
      expect((await w.repo.moderationPage(query({ search: mark, page: 2, per_page: 3 }))).total).toBe(4);
      expect((await w.repo.moderated(onPost))?.page.title).not.toBe(w.institutionTitle);
    });
  });

  describe("recent comments by author", () => {
    it("lists the author's comments since a time, newest first, replies, reviews and deleted ones included", async () => {
      const old = await w.repo.create(comment({ text: "давно" }), at(-1));
      const root = await w.repo.create(comment({ text: "Первый" }), at(0));
      const reply = await w.repo.create(comment({ text: "Ответ", parent_id: root }), at(2));
      const review = await w.repo.create(comment({ is_review: true, rating: 5, relation: w.blogPost }), at(2));
      await w.repo.softDelete(reply, at(3));
      await w.repo.create(comment({ author_id: w.bob.id, text: "чужой" }), at(4));
      const recent = await w.repo.recentByAuthor(w.alice.id, at(0));
      expect(recent).toEqual([
        { created_at: at(2), relation: w.blogPost, text: "Хороший университет", is_deleted: false },
        { created_at: at(2), relation: w.institution, text: "Ответ", is_deleted: true },
        { created_at: at(0), relation: w.institution, text: "Первый", is_deleted: false },
      ]);
      expect(review).toBeGreaterThan(reply);
      expect((await w.repo.recentByAuthor(w.alice.id, at(-1))).length).toBe(4);
      expect(old).toBeLessThan(root);
      expect(await w.repo.recentByAuthor(w.alice.id, at(5))).toEqual([]);
      expect(await w.repo.recentByAuthor(424_242, at(-10))).toEqual([]);
    });
  });
}
