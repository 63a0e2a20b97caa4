import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { commentAuthorName } from "../../../../core/application/comments/comment-author-name";
import { moderationStateOf } from "../../../../core/domain/comment-moderation/comment-moderation-state";
import {
  moderationSearchByIdOnly,
  moderationSearchId,
} from "../../../../core/domain/comment-moderation/moderation-filter";
import type { CommentRelation } from "../../../../core/domain/comments/comment";
import type {
  CommentRepository,
  ModeratedComment,
  ModerationQuery,
} from "../../../../core/ports/comment-repository.port";
import { SITEMAP_KIND, type SitemapKind, sitemapLocationOf } from "../../mapping/sitemap.mapping";
import type { Database } from "../database";
import { comments, users } from "../schema";

/**
 * The ids of a relation's comments that visitors never see (ADR 062): each hidden comment and every reply under it.
 * A subquery for `not in`; hidden comments are few, and replies are found along comments_parent_idx.
 */
export const hiddenThreadIds = (relation: CommentRelation): SQL => sql`(
  with recursive hidden_thread(id) as (
    select h.id from comments h
    where h.relation_type = ${relation.relation_type} and h.relation_id = ${relation.relation_id}
      and h.hidden_at is not null
    union
    select r.id from comments r join hidden_thread t on r.parent_id = t.id
  )
  select id from hidden_thread)`;

/** Whether the comment with id `parent` or one of its ancestors is hidden (false for null). */
export const threadHidden = (parent: SQL | typeof comments.parent_id): SQL => sql`exists (
  with recursive up(id, parent_id, hidden) as (
    select a.id, a.parent_id, a.hidden_at is not null from comments a where a.id = ${parent}
    union
    select a.id, a.parent_id, a.hidden_at is not null from comments a join up on a.id = up.parent_id
  )
  select 1 from up where up.hidden)`;

/** The outer `comments` row is one visitors may see: neither it nor a comment it answers is hidden. */
export const seenByVisitors: SQL = sql`(${comments.hidden_at} is null and not ${threadHidden(comments.parent_id)})`;

const ratingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable();

/** title, education type, country, city, institution or category slug, child slug: the page a comment is on. */
const pageTuple = z.tuple([
  z.string(),
  z.number(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
  z.string().nullable(),
]);

const PAGE_KINDS: Readonly<Record<string, SitemapKind>> = {
  institution: SITEMAP_KIND.institution,
  degree_program: SITEMAP_KIND.degreeProgram,
  education_base: SITEMAP_KIND.educationBase,
  blog_post: SITEMAP_KIND.blogPost,
};

const institutionPlace = sql`institutions i join countries co on co.id = i.country_id left join cities ci on ci.id = i.city_id`;

/** The page's facts as one JSON array, whatever the model (null when the model is gone). */
const pageColumn = sql<unknown>`case ${comments.relation_type}
  when 'institution' then (select json_build_array(i.title_ru, i.type, co.slug, ci.slug, i.slug, null)
    from ${institutionPlace} where i.id = ${comments.relation_id})
  when 'degree_program' then (select json_build_array(dp.title, i.type, co.slug, ci.slug, i.slug, dp.slug)
    from degree_programs dp join ${institutionPlace} on i.id = dp.institution_id where dp.id = ${comments.relation_id})
  when 'education_base' then (select json_build_array(eb.title, i.type, co.slug, ci.slug, i.slug, eb.slug)
    from education_bases eb join ${institutionPlace} on i.id = eb.institution_id where eb.id = ${comments.relation_id})
  when 'blog_post' then (select json_build_array(bp.title, 0, null, null, bc.slug, bp.slug)
    from blog_posts bp join blog_categories bc on bc.id = bp.category_id where bp.id = ${comments.relation_id})
  end`;

const pageOf = (relation_type: string, raw: unknown): ModeratedComment["page"] => {
  const parsed = pageTuple.safeParse(typeof raw === "string" ? JSON.parse(raw) : raw);
  const kind = PAGE_KINDS[relation_type];
  if (!parsed.success || kind === undefined) return { title: "", route: null };
  const [title, type, country, city, institution, child] = parsed.data;
  const location = sitemapLocationOf({ kind, type, country, city, institution, child, lastmod_ms: null });
  return { title, route: location?.route ?? null };
};

const hider = alias(users, "hider");

const moderatedColumns = {
  id: comments.id,
  parent_id: comments.parent_id,
  relation_type: comments.relation_type,
  relation_id: comments.relation_id,
  text: comments.text,
  is_review: comments.is_review,
  review_rating: comments.review_rating,
  created_at: comments.created_at,
  deleted_at: comments.deleted_at,
  hidden_at: comments.hidden_at,
  hidden_reason: comments.hidden_reason,
  hidden_by: comments.hidden_by,
  author_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  username: users.username,
  hider_id: hider.id,
  hider_first_name: hider.first_name,
  hider_last_name: hider.last_name,
  hider_username: hider.username,
  under_hidden: sql<boolean>`${threadHidden(comments.parent_id)}`,
  page: pageColumn,
};

type ModeratedRow = {
  id: number;
  parent_id: number | null;
  relation_type: string;
  relation_id: number;
  text: string;
  is_review: boolean;
  review_rating: number | null;
  created_at: Date;
  deleted_at: Date | null;
  hidden_at: Date | null;
  hidden_reason: string;
  hidden_by: number | null;
  author_id: number;
  first_name: string;
  last_name: string;
  username: string;
  hider_id: number | null;
  hider_first_name: string | null;
  hider_last_name: string | null;
  hider_username: string | null;
  under_hidden: boolean;
  page: unknown;
};

const toModerated = (row: ModeratedRow): ModeratedComment => ({
  id: row.id,
  parent_id: row.parent_id,
  relation: { relation_type: row.relation_type, relation_id: row.relation_id },
  text: row.text,
  author: { id: row.author_id, name: commentAuthorName({ ...row, id: row.author_id }) },
  is_review: row.is_review,
  rating: ratingSchema.parse(row.review_rating),
  created_at: row.created_at,
  is_deleted: row.deleted_at !== null,
  moderation: moderationStateOf(row),
  hidden_by_name:
    row.hidden_at === null || row.hider_id === null
      ? null
      : commentAuthorName({
          id: row.hider_id,
          first_name: row.hider_first_name ?? "",
          last_name: row.hider_last_name ?? "",
          username: row.hider_username ?? "",
        }),
  under_hidden: row.under_hidden === true,
  page: pageOf(row.relation_type, row.page),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const filtersOf = (query: ModerationQuery): SQL | undefined => {
  const id = moderationSearchId(query.search);
  const like = `%${escapeLike(query.search)}%`;
  const search =
    query.search === ""
      ? undefined
      : id !== null && moderationSearchByIdOnly(query.search)
        ? eq(comments.id, id)
        : sql`(${comments.text} ilike ${like} or ${users.username} ilike ${like}
          or (${users.first_name} || ' ' || ${users.last_name}) ilike ${like}
          ${id === null ? sql`` : sql`or ${comments.id} = ${id}`})`;
  return and(
    query.state === "all"
      ? undefined
      : query.state === "hidden"
        ? sql`${comments.hidden_at} is not null`
        : sql`${comments.hidden_at} is null`,
    query.type === "all" ? undefined : eq(comments.is_review, query.type === "reviews"),
    search,
  );
};

/** The staff console's reads of comments (ADR 062): every comment, whatever its state. */
export function sqlCommentModerationReads(db: Database): Pick<CommentRepository, "moderated" | "moderationPage"> {
  const base = () =>
    db
      .select(moderatedColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.user_id))
      .leftJoin(hider, eq(hider.id, comments.hidden_by));
  return {
    async moderated(id) {
      const [row] = await base().where(eq(comments.id, id)).limit(1);
      return row === undefined ? null : toModerated(row);
    },
    async moderationPage(query) {
      const where = filtersOf(query);
      const rows = await base()
        .where(where)
        .orderBy(desc(comments.created_at), desc(comments.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.user_id))
        .where(where);
      return { comments: rows.map(toModerated), total: Number(count?.total ?? 0) };
    },
  };
}
