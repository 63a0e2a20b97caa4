import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { LayoutRepository, NoticeModel } from "../../../../core/ports/layout-repository.port";
import { imageOrNull, iso } from "../../mapping/common.mapping";
import { bannerOf, faqEntryOf, siteNoticeOf } from "../../mapping/content.mapping";
import { layoutConfigOf, userOf } from "../../mapping/layout.mapping";
import type { Database } from "../database";
import {
  banners,
  blogCategories,
  blogPosts,
  faqEntries,
  layoutSettings,
  notices,
  sessions,
  socialLinks,
  users,
} from "../schema";

/** The layout's settings, banners, notices and the viewer's profile over SQL. */
export function sqlLayoutRepository(db: Database): LayoutRepository {
  const runningNotice = async (model: NoticeModel | null, now: Date) => {
    const [row] = await db
      .select()
      .from(notices)
      .where(
        and(
          model === null
            ? isNull(notices.model_type)
            : and(eq(notices.model_type, model.type), eq(notices.model_id, model.id)),
          or(isNull(notices.starts_at), lte(notices.starts_at, now)),
          or(isNull(notices.ends_at), gt(notices.ends_at, now)),
          sql`btrim(${notices.text}) <> ''`,
        ),
      )
      .orderBy(sql`${notices.starts_at} desc nulls last`, desc(notices.id))
      .limit(1);
    return row === undefined ? null : siteNoticeOf(row);
  };

  return {
    async config() {
      return layoutConfigOf(await db.select().from(layoutSettings));
    },
    async banners() {
      const rows = await db
        .select()
        .from(banners)
        .where(isNotNull(banners.image))
        .orderBy(asc(banners.key), asc(banners.sort), asc(banners.id));
      return rows.flatMap((row) => (row.image === null ? [] : [bannerOf({ ...row, image: row.image })]));
    },
    async mainFaq() {
      const rows = await db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.is_main, true))
        .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
      return rows.map(faqEntryOf);
    },
    async latestPosts(limit, now) {
      if (limit <= 0) return [];
      const rows = await db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          category_slug: blogCategories.slug,
          published_at: blogPosts.published_at,
          cover: blogPosts.cover,
        })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.category_id))
        .where(lte(blogPosts.published_at, now))
        .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, published_at: iso(row.published_at), cover: imageOrNull(row.cover) }));
    },
    mainNotice: (now) => runningNotice(null, now),
    modelNotice: (model, now) => runningNotice(model, now),
    async user(userId, sessionId, now) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (row === undefined) return null;
      const [socials, live] = await Promise.all([
        db.select().from(socialLinks).where(eq(socialLinks.user_id, userId)),
        db
          .select()
          .from(sessions)
          .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, now))),
      ]);
      return userOf(row, socials, live, sessionId);
    },
  };
}
