import fc from "fast-check";
import { MAX_ENTITY_ID } from "../../core/domain/shared/entity-id";
import type { Comment, CommentRelation, CommentsListState } from "../../core/domain/comments/comment";
import { COMMENT_SORT_COLUMNS, type CommentSortColumn } from "../../core/domain/comments/comment-sort";
import type { CommentsPage } from "../../core/domain/comments/comments-list-page";
import type { Result } from "../../core/domain/shared/result";

export const commentIdArb = fc.integer({ min: 1, max: 10_000 });

export const sortColumnArb: fc.Arbitrary<CommentSortColumn> = fc.constantFrom(...COMMENT_SORT_COLUMNS);

export const relationTypeArb = fc.oneof(
  fc.constantFrom("institution", "education_base", "degree_program", "blog_post"),
  fc.string({ minLength: 1, maxLength: 20 }),
);

export const relationArb: fc.Arbitrary<CommentRelation> = fc.record({
  relation_id: fc.integer({ min: 1, max: MAX_ENTITY_ID }),
  relation_type: relationTypeArb,
});

const isoInstantArb = fc
  .integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** Everything about a comment except where it sits (id, parent_id). */
const commentBodyArb = fc.record({
  text: fc.constantFrom("Отличный университет", "Спасибо за помощь с документами", "Как подать на грант?", ""),
  attachment_id: fc.option(fc.integer({ min: 1, max: 500 })),
  attachment_url: fc.option(fc.constantFrom("/uploads/a1b/2c3/a1b2c3.webp", "/uploads/d4e/5f6/d4e5f6.webp")),
  is_review: fc.boolean(),
  is_new: fc.boolean(),
  is_updated: fc.boolean(),
  rating: fc.option(fc.integer({ min: 1, max: 5 })),
  author: fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    name: fc.constantFrom("Анна Иванова", "Иван Петров", "Ли Вэй"),
    avatar: fc.option(fc.constantFrom("a1b2c3.webp", "d4e5f6.webp")),
  }),
  created_at: isoInstantArb,
  likes: fc.nat({ max: 50 }),
  dislikes: fc.nat({ max: 50 }),
  user_vote: fc.constantFrom("like" as const, "dislike" as const, null),
  is_deleted: fc.boolean(),
  replies_count: fc.nat({ max: 20 }),
});

/** A deleted entry is a marker: its content is cleared, as the delete rule leaves it. */
export const commentArb = (id: number, parent_id: number | null): fc.Arbitrary<Comment> =>
  commentBodyArb.map((body) => ({
    ...body,
    ...(body.is_deleted ? { text: "", attachment_id: null, attachment_url: null, rating: null, user_vote: null } : {}),
    id,
    parent_id,
  }));

/** Comments with the given ids, in order; each is a root or replies to an earlier one. */
export const commentsWithIdsArb = (ids: readonly number[]): fc.Arbitrary<readonly Comment[]> =>
  fc.tuple(
    ...ids.map((id, i) =>
      fc
        .option(fc.integer({ min: 0, max: Math.max(0, i - 1) }), { nil: null })
        .chain((parentIndex) => commentArb(id, i === 0 || parentIndex === null ? null : (ids[parentIndex] ?? null))),
    ),
  );

export const listStateOfArb = (comments: readonly Comment[]): fc.Arbitrary<CommentsListState> =>
  fc
    .record({
      relation: relationArb,
      last_page: fc.integer({ min: 1, max: 10 }),
      pageOffset: fc.nat({ max: 9 }),
      all: fc.nat({ max: 100 }),
      current_total: fc.nat({ max: 100 }),
      loading: fc.boolean(),
      sort_column: sortColumnArb,
      show_all_comments: fc.boolean(),
    })
    .map((r) => ({
      ...r.relation,
      comments,
      pagination: { current_page: Math.max(1, r.last_page - r.pageOffset), last_page: r.last_page },
      counter: { all: r.all, current_total: r.current_total },
      loading: r.loading,
      sort_column: r.sort_column,
      show_all_comments: r.show_all_comments,
    }));

/** A list state plus an id that is not in it. */
export const listStateWithFreshIdArb = (minComments = 0) =>
  fc.uniqueArray(commentIdArb, { minLength: minComments + 1, maxLength: 15 }).chain(([freshId = 0, ...ids]) =>
    commentsWithIdsArb(ids)
      .chain(listStateOfArb)
      .map((state) => ({ state, freshId })),
  );

export const listStateArb = (minComments = 0): fc.Arbitrary<CommentsListState> =>
  listStateWithFreshIdArb(minComments).map(({ state }) => state);

/** A list state and the index of one of its comments. */
export const listStateWithIndexArb = listStateArb(1).chain((state) =>
  fc.integer({ min: 0, max: state.comments.length - 1 }).map((index) => ({ state, index })),
);

/** A server page of roots whose ids may overlap each other and the loaded list. */
export const commentsPageArb: fc.Arbitrary<CommentsPage> = fc
  .record({
    ids: fc.array(commentIdArb, { maxLength: 12 }),
    last_page: fc.integer({ min: 1, max: 10 }),
    pageOffset: fc.nat({ max: 9 }),
    all: fc.nat({ max: 100 }),
    current_total: fc.nat({ max: 100 }),
  })
  .chain((r) =>
    fc.tuple(...r.ids.map((id) => commentArb(id, null))).map((comments) => ({
      comments,
      pagination: { current_page: Math.max(1, r.last_page - r.pageOffset), last_page: r.last_page },
      counter: { all: r.all, current_total: r.current_total },
    })),
  );

/** A fixed, readable comment for example tests. */
export const sampleComment = (
  id: number,
  parent_id: number | null = null,
  overrides: Partial<Comment> = {},
): Comment => ({
  id,
  parent_id,
  text: `Комментарий ${id}`,
  attachment_id: null,
  attachment_url: null,
  is_review: false,
  is_new: false,
  is_updated: false,
  rating: null,
  author: { id: 7, name: "Анна Иванова", avatar: null },
  created_at: "2024-05-01T09:00:00.000Z",
  likes: 0,
  dislikes: 0,
  user_vote: null,
  is_deleted: false,
  replies_count: 0,
  ...overrides,
});

/** A list of institution 12 holding the given comments, counted as if all were loaded on page 1 of 1. */
export const sampleListState = (
  comments: readonly Comment[],
  overrides: Partial<CommentsListState> = {},
): CommentsListState => ({
  relation_id: 12,
  relation_type: "institution",
  comments,
  pagination: { current_page: 1, last_page: 1 },
  counter: { all: comments.length, current_total: comments.filter((c) => c.parent_id === null).length },
  loading: false,
  sort_column: "rating",
  show_all_comments: false,
  ...overrides,
});

/** The value of an ok Result; a failed one is a test defect. */
export const okValue = <A, E>(result: Result<A, E>): A => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
};
