import { and, asc, desc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { commentAuthorName } from "../../../../core/application/comments/comment-author-name";
import { deletedCommentView } from "../../../../core/application/comments/deleted-comment-view";
import { roundedMean } from "../../../../core/application/ratings/rounded-mean";
import { uploadedImageUrl } from "../../../../core/domain/image/uploaded-image-url";
import type { Comment, CommentRelation, CommentVote } from "../../../../core/domain/comments/comment";
import type { RecentComment } from "../../../../core/domain/comments/recent-comment";
import type {
  AuthorReview,
  CommentChange,
  CommentRepository,
  CommentsPageRequest,
  CommentsSlice,
  CommentVoteTally,
  NewComment,
  StoredComment,
} from "../../../../core/ports/comment-repository.port";
import type { Database } from "../database";
import {
  blogPosts,
  comments,
  commentVotes,
  degreePrograms,
  educationBases,
  institutions,
  uploads,
  users,
} from "../schema";
import { hiddenThreadIds, seenByVisitors, sqlCommentModerationReads } from "./comments-moderation.sql";

const voteSchema = z.enum(["like", "dislike"]);
const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable();

/** The table behind each relation type a comment may be attached to. */
const RELATION_TABLES = {
  institution: institutions,
  education_base: educationBases,
  blog_post: blogPosts,
  degree_program: degreePrograms,
} as const;

const isKnownRelationType = (type: string): type is keyof typeof RELATION_TABLES =>
  Object.hasOwn(RELATION_TABLES, type);

const ofRelation = (relation: CommentRelation) =>
  and(eq(comments.relation_type, relation.relation_type), eq(comments.relation_id, relation.relation_id));

/** Locks the institution row a comment write touches, then recounts its comments and review mean. */
async function lockInstitution(db: Database, relation: CommentRelation) {
  if (relation.relation_type !== "institution") return;
  await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.id, relation.relation_id))
    .for("update");
}

async function recountInstitution(db: Database, relation: CommentRelation) {
  if (relation.relation_type !== "institution") return;
  const [agg] = await db
    .select({
      live: sql<number>`count(*)::int`,
      reviews: sql<number>`(count(*) filter (where ${comments.is_review} and ${comments.review_rating} is not null))::int`,
      score: sql<number>`(coalesce(sum(${comments.review_rating}) filter (where ${comments.is_review}), 0))::int`,
    })
    .from(comments)
    .where(
      and(ofRelation(relation), isNull(comments.deleted_at), sql`${comments.id} not in ${hiddenThreadIds(relation)}`),
    );
  await db
    .update(institutions)
    .set({
      comments_count: agg?.live ?? 0,
      rating_by_reviews: roundedMean(agg?.score ?? 0, agg?.reviews ?? 0),
    })
    .where(eq(institutions.id, relation.relation_id));
}

const viewColumns = (viewer_id: number | null) => ({
  id: comments.id,
  parent_id: comments.parent_id,
  text: comments.text,
  attachment_id: comments.attachment_id,
  attachment_filename: sql<
    string | null
  >`(select ${uploads.filename} from ${uploads} where ${uploads.id} = ${comments.attachment_id})`,
  is_review: comments.is_review,
  review_rating: comments.review_rating,
  likes: comments.likes,
  dislikes: comments.dislikes,
  created_at: comments.created_at,
  edited_at: comments.edited_at,
  deleted_at: comments.deleted_at,
  author_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  username: users.username,
  avatar_filename: users.avatar_filename,
  replies_count: sql<number>`(select count(*)::int from ${comments} as replies where replies.parent_id = ${comments.id} and replies.hidden_at is null)`,
  user_vote:
    viewer_id === null
      ? sql<string | null>`null::text`
      : sql<
          string | null
        >`(select ${commentVotes.action} from ${commentVotes} where ${commentVotes.comment_id} = ${comments.id} and ${commentVotes.user_id} = ${viewer_id})`,
});

type ViewRow = {
  id: number;
  parent_id: number | null;
  text: string;
  attachment_id: number | null;
  attachment_filename: string | null;
  is_review: boolean;
  review_rating: number | null;
  likes: number;
  dislikes: number;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  author_id: number;
  first_name: string;
  last_name: string;
  username: string;
  avatar_filename: string | null;
  replies_count: number;
  user_vote: string | null;
};

function toComment(row: ViewRow): Comment {
  const comment: Comment = {
    id: row.id,
    parent_id: row.parent_id,
    text: row.text,
    attachment_id: row.attachment_id,
    attachment_url: uploadedImageUrl(row.attachment_filename === null ? null : { filename: row.attachment_filename }),
    is_review: row.is_review,
    is_new: false,
    is_updated: row.edited_at !== null,
    rating: ratingSchema.parse(row.review_rating),
    author: { id: row.author_id, name: commentAuthorName({ ...row, id: row.author_id }), avatar: row.avatar_filename },
    created_at: row.created_at.toISOString(),
    likes: row.likes,
    dislikes: row.dislikes,
    user_vote: row.user_vote === null ? null : voteSchema.parse(row.user_vote),
    is_deleted: false,
    replies_count: Number(row.replies_count),
  };
  return row.deleted_at === null ? comment : deletedCommentView(comment);
}

/** Comments, reviews and votes in PostgreSQL; institution counters are kept in the same transaction. */
export function sqlCommentRepository(db: Database): CommentRepository {
  return {
    async relationExists(relation) {
      const type = relation.relation_type;
      if (!isKnownRelationType(type)) return false;
      const table = RELATION_TABLES[type];
      const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, relation.relation_id)).limit(1);
      return rows.length > 0;
    },

    async attachmentOwnedBy(attachment_id, user_id) {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, attachment_id), eq(uploads.user_id, user_id)))
        .limit(1);
      return rows.length > 0;
    },

    async find(id): Promise<StoredComment | null> {
      const [row] = await db
        .select({
          id: comments.id,
          parent_id: comments.parent_id,
          relation_type: comments.relation_type,
          relation_id: comments.relation_id,
          author_id: comments.user_id,
          is_review: comments.is_review,
          deleted_at: comments.deleted_at,
        })
        .from(comments)
        .where(and(eq(comments.id, id), seenByVisitors))
        .limit(1);
      if (row === undefined) return null;
      return {
        id: row.id,
        parent_id: row.parent_id,
        relation: { relation_type: row.relation_type, relation_id: row.relation_id },
        author_id: row.author_id,
        is_review: row.is_review,
        is_deleted: row.deleted_at !== null,
      };
    },

    async view(id, viewer_id) {
      const [row] = await db
        .select(viewColumns(viewer_id))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(and(eq(comments.id, id), seenByVisitors))
        .limit(1);
      return row === undefined ? null : toComment(row);
    },

    async list(request: CommentsPageRequest): Promise<CommentsSlice> {
      const scope = and(
        ofRelation(request.relation),
        request.parent_id === null ? isNull(comments.parent_id) : eq(comments.parent_id, request.parent_id),
        sql`${comments.id} not in ${hiddenThreadIds(request.relation)}`,
      );
      const direction = request.sort_order === "asc" ? asc : desc;
      const order: SQL[] =
        request.sort_column === "rating"
          ? [
              direction(sql`(${comments.likes} - ${comments.dislikes})`),
              direction(comments.created_at),
              direction(comments.id),
            ]
          : [direction(comments.created_at), direction(comments.id)];
      const rows = await db
        .select(viewColumns(request.viewer_id))
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(scope)
        .orderBy(...order)
        .limit(request.per_page)
        .offset((request.page - 1) * request.per_page);
      const [counts] = await db
        .select({
          total: sql<number>`(count(*) filter (where ${scope}))::int`,
          all: sql<number>`(count(*) filter (where ${comments.deleted_at} is null))::int`,
        })
        .from(comments)
        .where(and(ofRelation(request.relation), sql`${comments.id} not in ${hiddenThreadIds(request.relation)}`));
      return { comments: rows.map(toComment), total: Number(counts?.total ?? 0), all: Number(counts?.all ?? 0) };
    },

    async reviewsByAuthor(author_id: number, limit: number): Promise<readonly AuthorReview[]> {
      if (limit <= 0) return [];
      const rows = await db
        .select({
          id: comments.id,
          text: comments.text,
          rating: comments.review_rating,
          created_at: comments.created_at,
          relation_type: comments.relation_type,
          relation_id: comments.relation_id,
        })
        .from(comments)
        .where(
          and(
            eq(comments.user_id, author_id),
            eq(comments.is_review, true),
            isNull(comments.parent_id),
            isNull(comments.deleted_at),
            isNull(comments.hidden_at),
          ),
        )
        .orderBy(desc(comments.created_at), desc(comments.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        rating: ratingSchema.parse(row.rating),
        created_at: row.created_at.toISOString(),
        relation: { relation_type: row.relation_type, relation_id: row.relation_id },
      }));
    },

    async create(comment: NewComment, now) {
      return db.transaction(async (tx) => {
        await lockInstitution(tx, comment.relation);
        const [row] = await tx
          .insert(comments)
          .values({
            parent_id: comment.parent_id,
            relation_type: comment.relation.relation_type,
            relation_id: comment.relation.relation_id,
            user_id: comment.author_id,
            text: comment.text,
            attachment_id: comment.attachment_id,
            is_review: comment.is_review,
            review_rating: comment.rating,
            created_at: now,
            updated_at: now,
          })
          .returning({ id: comments.id });
        if (row === undefined) throw new Error("INSERT INTO comments returned no row");
        await recountInstitution(tx, comment.relation);
        return row.id;
      });
    },

    async edit(id, change: CommentChange, now) {
      const rows = await db
        .update(comments)
        .set({
          text: change.text,
          ...(change.attachment_id === undefined ? {} : { attachment_id: change.attachment_id }),
          edited_at: now,
          updated_at: now,
        })
        .where(eq(comments.id, id))
        .returning({ id: comments.id });
      return rows.length > 0;
    },

    async softDelete(id, now) {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ relation_type: comments.relation_type, relation_id: comments.relation_id })
          .from(comments)
          .where(eq(comments.id, id));
        if (target === undefined) return false;
        await lockInstitution(tx, target);
        await tx
          .update(comments)
          .set({
            deleted_at: sql`coalesce(${comments.deleted_at}, ${now.toISOString()}::timestamptz)`,
            updated_at: now,
          })
          .where(eq(comments.id, id));
        await recountInstitution(tx, target);
        return true;
      });
    },

    async vote(id, user_id, decide: (previous: CommentVote | null) => CommentVote | null) {
      return db.transaction(async (tx): Promise<CommentVoteTally | null> => {
        const [target] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).for("update");
        if (target === undefined) return null;
        const mine = and(eq(commentVotes.comment_id, id), eq(commentVotes.user_id, user_id));
        const [existing] = await tx.select({ action: commentVotes.action }).from(commentVotes).where(mine);
        const previous = existing === undefined ? null : voteSchema.parse(existing.action);
        const next = decide(previous);
        if (next === null) await tx.delete(commentVotes).where(mine);
        else if (previous === null) await tx.insert(commentVotes).values({ comment_id: id, user_id, action: next });
        else await tx.update(commentVotes).set({ action: next }).where(mine);
        const [tally] = await tx
          .select({
            likes: sql<number>`(count(*) filter (where ${commentVotes.action} = 'like'))::int`,
            dislikes: sql<number>`(count(*) filter (where ${commentVotes.action} = 'dislike'))::int`,
          })
          .from(commentVotes)
          .where(eq(commentVotes.comment_id, id));
        const likes = Number(tally?.likes ?? 0);
        const dislikes = Number(tally?.dislikes ?? 0);
        await tx.update(comments).set({ likes, dislikes }).where(eq(comments.id, id));
        return { likes, dislikes, user_vote: next };
      });
    },

    ...sqlCommentModerationReads(db),

    async hide(id, hiding) {
      return moderate(db, id, sql`${comments.hidden_at} is null`, {
        hidden_at: hiding.at,
        hidden_reason: hiding.reason,
        hidden_by: hiding.by,
        updated_at: hiding.at,
      });
    },

    async restore(id, now) {
      return moderate(db, id, sql`${comments.hidden_at} is not null`, {
        hidden_at: null,
        hidden_reason: "",
        hidden_by: null,
        updated_at: now,
      });
    },

    async recentByAuthor(author_id: number, since: Date): Promise<readonly RecentComment[]> {
      // Served by comments_user_created_idx (user_id, created_at).
      const rows = await db
        .select({
          created_at: comments.created_at,
          relation_type: comments.relation_type,
          relation_id: comments.relation_id,
          text: comments.text,
          deleted_at: comments.deleted_at,
        })
        .from(comments)
        .where(and(eq(comments.user_id, author_id), gte(comments.created_at, since)))
        .orderBy(desc(comments.created_at), desc(comments.id));
      return rows.map((row) => ({
        created_at: row.created_at,
        relation: { relation_type: row.relation_type, relation_id: row.relation_id },
        text: row.text,
        is_deleted: row.deleted_at !== null,
      }));
    },
  };
}

/**
 * Hides or restores a comment in the state `when` allows, and recounts its institution in the same transaction
 * (ADR 062). False when there is no such comment or it is not in that state.
 */
async function moderate(
  db: Database,
  id: number,
  when: SQL,
  set: Pick<typeof comments.$inferInsert, "hidden_at" | "hidden_reason" | "hidden_by" | "updated_at">,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ relation_type: comments.relation_type, relation_id: comments.relation_id })
      .from(comments)
      .where(eq(comments.id, id));
    if (target === undefined) return false;
    await lockInstitution(tx, target);
    const changed = await tx
      .update(comments)
      .set(set)
      .where(and(eq(comments.id, id), when))
      .returning({ id: comments.id });
    if (changed.length === 0) return false;
    await recountInstitution(tx, target);
    return true;
  });
}
