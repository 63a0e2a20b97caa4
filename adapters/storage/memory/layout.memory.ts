import type { LayoutRepository, NoticeModel } from "../../../core/ports/layout-repository.port";
import { imageOrNull, iso } from "../mapping/common.mapping";
import { bannerOf, faqEntryOf, siteNoticeOf } from "../mapping/content.mapping";
import { isLiveSession, layoutConfigOf, userOf } from "../mapping/layout.mapping";
import type { NoticeRow, StorageRows } from "../rows/storage-rows";

const running = (row: NoticeRow, now: Date) =>
  (row.starts_at === null || row.starts_at.getTime() <= now.getTime()) &&
  (row.ends_at === null || row.ends_at.getTime() > now.getTime()) &&
  row.text.trim() !== "";

/** Most recently started first; notices without a start come last. */
const latestStart = (a: NoticeRow, b: NoticeRow) =>
  (b.starts_at?.getTime() ?? Number.NEGATIVE_INFINITY) - (a.starts_at?.getTime() ?? Number.NEGATIVE_INFINITY) ||
  b.id - a.id;

/** The layout repository over in-memory tables (the test double of the SQL repository). */
export function memoryLayoutRepository(tables: StorageRows): LayoutRepository {
  const runningNotice = (model: NoticeModel | null, now: Date) => {
    const row = tables.notices
      .filter(
        (notice) =>
          (model === null
            ? notice.model_type === null
            : notice.model_type === model.type && notice.model_id === model.id) && running(notice, now),
      )
      .sort(latestStart)[0];
    return row === undefined ? null : siteNoticeOf(row);
  };

  return {
    async config() {
      return layoutConfigOf(tables.layoutSettings);
    },
    async banners() {
      return tables.banners
        .flatMap((row) => (row.image === null ? [] : [{ ...row, image: row.image }]))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.sort - b.sort || a.id - b.id))
        .map(bannerOf);
    },
    async mainFaq() {
      return tables.faqEntries
        .filter((row) => row.is_main)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(faqEntryOf);
    },
    async latestPosts(limit, now) {
      if (limit <= 0) return [];
      return tables.blogPosts
        .flatMap((post) => {
          const category = tables.blogCategories.find((row) => row.id === post.category_id);
          return category === undefined || post.published_at.getTime() > now.getTime() ? [] : [{ post, category }];
        })
        .sort((a, b) => b.post.published_at.getTime() - a.post.published_at.getTime() || b.post.id - a.post.id)
        .slice(0, limit)
        .map(({ post, category }) => ({
          id: post.id,
          slug: post.slug,
          title: post.title,
          category_slug: category.slug,
          published_at: iso(post.published_at),
          cover: imageOrNull(post.cover),
        }));
    },
    async mainNotice(now) {
      return runningNotice(null, now);
    },
    async modelNotice(model, now) {
      return runningNotice(model, now);
    },
    async user(userId, sessionId, now) {
      const row = tables.users.find((user) => user.id === userId);
      if (row === undefined) return null;
      return userOf(
        row,
        tables.socialLinks.filter((link) => link.user_id === userId),
        tables.sessions.filter((session) => session.user_id === userId && isLiveSession(session, now)),
        sessionId,
      );
    },
  };
}
