import { type CommentAuthorRecord, commentAuthorName } from "../../../core/application/comments/comment-author-name";
import { deletedCommentView } from "../../../core/application/comments/deleted-comment-view";
import { roundedMean } from "../../../core/application/ratings/rounded-mean";
import type { Comment, CommentRelation, CommentVote } from "../../../core/domain/comments/comment";
import { uploadedImageUrl } from "../../../core/domain/image/uploaded-image-url";
import {
  moderationStateOf,
  type ModerationColumns,
} from "../../../core/domain/comment-moderation/comment-moderation-state";
import {
  moderationSearchByIdOnly,
  moderationSearchId,
} from "../../../core/domain/comment-moderation/moderation-filter";
import { vanishedIds } from "../../../core/domain/comment-moderation/vanished-comments";
import type { ResolvedRoute } from "../../../core/domain/route/route-table";
import type { RecentComment } from "../../../core/domain/comments/recent-comment";
import type {
  AuthorReview,
  CommentChange,
  CommentRepository,
  CommentsPageRequest,
  CommentsSlice,
  CommentVoteTally,
  NewComment,
  StoredComment,
  CommentHiding,
  ModeratedComment,
  ModerationPage,
  ModerationQuery,
} from "../../../core/ports/comment-repository.port";

export type MemoryCommentAuthor = CommentAuthorRecord & { readonly avatar_filename: string | null };

/** The rows around comments that the fake needs: authors, the models comments attach to, and uploads. */
export type MemoryCommentWorld = {
  readonly users: readonly MemoryCommentAuthor[];
  readonly relations: readonly CommentRelation[];
  readonly uploads: readonly { readonly id: number; readonly user_id: number | null; readonly filename?: string }[];
  /** The pages comments are on, for the moderation list (ADR 062); a relation not listed has an empty title. */
  readonly pages?: readonly MemoryCommentPage[];
};

export type MemoryCommentPage = {
  readonly relation: CommentRelation;
  readonly title: string;
  readonly route: ResolvedRoute | null;
};

export type InstitutionCommentCounters = { readonly comments_count: number; readonly rating_by_reviews: number };

type Row = NewComment & {
  readonly id: number;
  likes: number;
  dislikes: number;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
} & { -readonly [K in keyof ModerationColumns]: ModerationColumns[K] };

const sameRelation = (a: CommentRelation, b: CommentRelation) =>
  a.relation_id === b.relation_id && a.relation_type === b.relation_type;

/** In-memory comments with the same rules as the SQL adapter, including the institution counters. */
export class MemoryCommentRepository implements CommentRepository {
  private readonly rows: Row[] = [];
  private readonly votes = new Map<string, CommentVote>();
  private readonly counters = new Map<number, InstitutionCommentCounters>();
  private nextId = 1;

  constructor(private readonly world: MemoryCommentWorld) {}

  async relationExists(relation: CommentRelation): Promise<boolean> {
    return this.world.relations.some((r) => sameRelation(r, relation));
  }

  async attachmentOwnedBy(attachment_id: number, user_id: number): Promise<boolean> {
    return this.world.uploads.some((u) => u.id === attachment_id && u.user_id === user_id);
  }

  async find(id: number): Promise<StoredComment | null> {
    const row = this.visibleRow(id);
    return row === undefined
      ? null
      : {
          id: row.id,
          parent_id: row.parent_id,
          relation: row.relation,
          author_id: row.author_id,
          is_review: row.is_review,
          is_deleted: row.deleted_at !== null,
        };
  }

  async view(id: number, viewer_id: number | null): Promise<Comment | null> {
    const row = this.visibleRow(id);
    return row === undefined ? null : this.render(row, viewer_id);
  }

  async list(request: CommentsPageRequest): Promise<CommentsSlice> {
    const vanished = this.vanished();
    const scope = this.rows.filter(
      (r) => sameRelation(r.relation, request.relation) && r.parent_id === request.parent_id && !vanished.has(r.id),
    );
    const direction = request.sort_order === "asc" ? 1 : -1;
    const score = (r: Row) => r.likes - r.dislikes;
    const sorted = [...scope].sort((a, b) => {
      const byScore = request.sort_column === "rating" ? score(a) - score(b) : 0;
      const byDate = a.created_at.getTime() - b.created_at.getTime();
      return direction * (byScore || byDate || a.id - b.id);
    });
    const start = (request.page - 1) * request.per_page;
    return {
      comments: sorted.slice(start, start + request.per_page).map((r) => this.render(r, request.viewer_id)),
      total: scope.length,
      all: this.rows.filter(
        (r) => sameRelation(r.relation, request.relation) && r.deleted_at === null && !vanished.has(r.id),
      ).length,
    };
  }

  async reviewsByAuthor(author_id: number, limit: number): Promise<readonly AuthorReview[]> {
    return this.rows
      .filter(
        (r) =>
          r.author_id === author_id &&
          r.is_review &&
          r.parent_id === null &&
          r.deleted_at === null &&
          r.hidden_at === null,
      )
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .slice(0, Math.max(limit, 0))
      .map((r) => ({
        id: r.id,
        text: r.text,
        rating: r.rating,
        created_at: r.created_at.toISOString(),
        relation: r.relation,
      }));
  }

  async create(comment: NewComment, now: Date): Promise<number> {
    const id = this.nextId++;
    this.rows.push({
      ...comment,
      id,
      likes: 0,
      dislikes: 0,
      created_at: now,
      edited_at: null,
      deleted_at: null,
      hidden_at: null,
      hidden_reason: "",
      hidden_by: null,
    });
    this.recount(comment.relation);
    return id;
  }

  async edit(id: number, change: CommentChange, now: Date): Promise<boolean> {
    const row = this.row(id);
    if (row === undefined) return false;
    const index = this.rows.indexOf(row);
    this.rows[index] = {
      ...row,
      text: change.text,
      attachment_id: change.attachment_id === undefined ? row.attachment_id : change.attachment_id,
      edited_at: now,
    };
    return true;
  }

  async softDelete(id: number, now: Date): Promise<boolean> {
    const row = this.row(id);
    if (row === undefined) return false;
    if (row.deleted_at === null) row.deleted_at = now;
    this.recount(row.relation);
    return true;
  }

  async vote(
    id: number,
    user_id: number,
    decide: (previous: CommentVote | null) => CommentVote | null,
  ): Promise<CommentVoteTally | null> {
    const row = this.row(id);
    if (row === undefined) return null;
    const key = `${id}:${user_id}`;
    const next = decide(this.votes.get(key) ?? null);
    if (next === null) this.votes.delete(key);
    else this.votes.set(key, next);
    const cast = [...this.votes.entries()].filter(([k]) => k.startsWith(`${id}:`)).map(([, v]) => v);
    row.likes = cast.filter((v) => v === "like").length;
    row.dislikes = cast.filter((v) => v === "dislike").length;
    return { likes: row.likes, dislikes: row.dislikes, user_vote: next };
  }

  /** The counters an institution row would hold (zeros when nothing was ever written). */
  institutionCounters(institution_id: number): InstitutionCommentCounters {
    return this.counters.get(institution_id) ?? { comments_count: 0, rating_by_reviews: 0 };
  }

  private attachmentUrl(attachment_id: number | null): string | null {
    const filename = this.world.uploads.find((u) => u.id === attachment_id)?.filename;
    return filename === undefined ? null : uploadedImageUrl({ filename });
  }

  private row(id: number): Row | undefined {
    return this.rows.find((r) => r.id === id);
  }

  private recount(relation: CommentRelation) {
    if (relation.relation_type !== "institution") return;
    const vanished = this.vanished();
    const live = this.rows.filter(
      (r) => sameRelation(r.relation, relation) && r.deleted_at === null && !vanished.has(r.id),
    );
    const scores = live.flatMap((r) => (r.is_review && r.rating !== null ? [r.rating] : []));
    this.counters.set(relation.relation_id, {
      comments_count: live.length,
      rating_by_reviews: roundedMean(
        scores.reduce((a, b) => a + b, 0),
        scores.length,
      ),
    });
  }

  private render(row: Row, viewer_id: number | null): Comment {
    const author = this.world.users.find((u) => u.id === row.author_id);
    const comment: Comment = {
      id: row.id,
      parent_id: row.parent_id,
      text: row.text,
      attachment_id: row.attachment_id,
      attachment_url: this.attachmentUrl(row.attachment_id),
      is_review: row.is_review,
      is_new: false,
      is_updated: row.edited_at !== null,
      rating: row.rating,
      author: {
        id: row.author_id,
        name: author === undefined ? "" : commentAuthorName(author),
        avatar: author?.avatar_filename ?? null,
      },
      created_at: row.created_at.toISOString(),
      likes: row.likes,
      dislikes: row.dislikes,
      user_vote: viewer_id === null ? null : (this.votes.get(`${row.id}:${viewer_id}`) ?? null),
      is_deleted: false,
      replies_count: this.rows.filter((r) => r.parent_id === row.id && r.hidden_at === null).length,
    };
    return row.deleted_at === null ? comment : deletedCommentView(comment);
  }
  /** Every comment visitors do not see: hidden ones and the replies under them (ADR 062). */
  private vanished(): ReadonlySet<number> {
    return vanishedIds(this.rows.map((r) => ({ id: r.id, parent_id: r.parent_id, hidden: r.hidden_at !== null })));
  }

  private visibleRow(id: number): Row | undefined {
    const row = this.row(id);
    return row === undefined || this.vanished().has(id) ? undefined : row;
  }

  private authorName(user_id: number | null): string | null {
    const user = this.world.users.find((u) => u.id === user_id);
    return user === undefined ? null : commentAuthorName(user);
  }

  private moderatedOf(row: Row, vanished: ReadonlySet<number>): ModeratedComment {
    const page = this.world.pages?.find((p) => sameRelation(p.relation, row.relation));
    return {
      id: row.id,
      parent_id: row.parent_id,
      relation: row.relation,
      text: row.text,
      author: { id: row.author_id, name: this.authorName(row.author_id) ?? "" },
      is_review: row.is_review,
      rating: row.rating,
      created_at: row.created_at,
      is_deleted: row.deleted_at !== null,
      moderation: moderationStateOf(row),
      hidden_by_name: row.hidden_at === null ? null : this.authorName(row.hidden_by),
      under_hidden: row.parent_id !== null && vanished.has(row.parent_id),
      page: { title: page?.title ?? "", route: page?.route ?? null },
    };
  }

  async moderated(id: number): Promise<ModeratedComment | null> {
    const row = this.row(id);
    return row === undefined ? null : this.moderatedOf(row, this.vanished());
  }

  async moderationPage(query: ModerationQuery): Promise<ModerationPage> {
    const needle = query.search.toLowerCase();
    const id = moderationSearchId(query.search);
    const byIdOnly = id !== null && moderationSearchByIdOnly(query.search);
    const matches = (r: Row) =>
      needle === "" ||
      r.id === id ||
      (!byIdOnly &&
        (r.text.toLowerCase().includes(needle) ||
          (this.authorName(r.author_id) ?? "").toLowerCase().includes(needle) ||
          (this.world.users.find((u) => u.id === r.author_id)?.username ?? "").toLowerCase().includes(needle)));
    const found = this.rows
      .filter((r) => query.state === "all" || (query.state === "hidden") === (r.hidden_at !== null))
      .filter((r) => query.type === "all" || (query.type === "reviews") === r.is_review)
      .filter(matches)
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    const start = (query.page - 1) * query.per_page;
    const vanished = this.vanished();
    return {
      comments: found.slice(start, start + query.per_page).map((r) => this.moderatedOf(r, vanished)),
      total: found.length,
    };
  }

  async hide(id: number, hiding: CommentHiding): Promise<boolean> {
    const row = this.row(id);
    if (row === undefined || row.hidden_at !== null) return false;
    row.hidden_at = hiding.at;
    row.hidden_reason = hiding.reason;
    row.hidden_by = hiding.by;
    this.recount(row.relation);
    return true;
  }

  async restore(id: number, _now: Date): Promise<boolean> {
    const row = this.row(id);
    if (row === undefined || row.hidden_at === null) return false;
    row.hidden_at = null;
    row.hidden_reason = "";
    row.hidden_by = null;
    this.recount(row.relation);
    return true;
  }

  async recentByAuthor(author_id: number, since: Date): Promise<readonly RecentComment[]> {
    return this.rows
      .filter((r) => r.author_id === author_id && r.created_at.getTime() >= since.getTime())
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .map((r) => ({
        created_at: r.created_at,
        relation: r.relation,
        text: r.text,
        is_deleted: r.deleted_at !== null,
      }));
  }
}
