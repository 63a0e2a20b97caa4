import type { Banner } from "../domain/content/banner";
import type { FaqEntry } from "../domain/content/faq-entry";
import type { Contacts } from "../domain/main-data/contacts";
import type { HskPlatformBlock } from "../domain/main-data/hsk-platform-block";
import type { SiteNotice } from "../domain/main-data/site-notice";
import type { User } from "../domain/user/user";

/** How many items the layout blocks show. */
export type LayoutLimits = {
  readonly demandInstitutions: number;
  readonly lastEvents: number;
  readonly footerArticles: number;
};

/** The editable settings of the shared layout. Missing settings read as empty texts and default limits. */
export type LayoutConfig = {
  readonly contacts: Contacts;
  readonly hskPlatformBlock: HskPlatformBlock | null;
  readonly limits: LayoutLimits;
};

/** A published blog post as the layout links to it. */
export type PostHeadline = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly category_slug: string;
  readonly published_at: string;
  readonly cover: { readonly filename: string } | null;
};

/** The model a notice is attached to. */
export type NoticeModel = { readonly type: "institution"; readonly id: number };

/** What the shared layout and the home page read besides the catalogue. */
export interface LayoutRepository {
  config(): Promise<LayoutConfig>;
  /** Banners with an image, in slot order. */
  banners(): Promise<readonly Banner[]>;
  /** The FAQ entries marked for the home page, in order. */
  mainFaq(): Promise<readonly FaqEntry[]>;
  /** The newest posts published by `now`. */
  latestPosts(limit: number, now: Date): Promise<readonly PostHeadline[]>;
  /** The site-wide notice running at `now` (the most recently started one); null when none. */
  mainNotice(now: Date): Promise<SiteNotice | null>;
  /** The notice of one model running at `now`. */
  modelNotice(model: NoticeModel, now: Date): Promise<SiteNotice | null>;
  /** The user as spec 3 describes them, with their live sessions (`is_current` marks `sessionId`). */
  user(userId: number, sessionId: number, now: Date): Promise<User | null>;
}
