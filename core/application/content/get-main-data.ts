import type { Banner } from "../../domain/content/banner";
import type { MainData } from "../../domain/main-data/main-data";
import { BLANK_PAGE_DATA } from "../../domain/main-data/page-data";
import type { SiteNotice } from "../../domain/main-data/site-notice";
import { chooseNotice } from "../../domain/notice/choose-notice";
import { resolvePath } from "../../domain/route/resolve-path";
import { ANONYMOUS_USER } from "../../domain/user/anonymous-user";
import type { CatalogueReadRepository } from "../../ports/catalogue-read-repository.port";
import type { ContentRepository } from "../../ports/content-repository.port";
import type { ExchangeRateRepository } from "../../ports/exchange-rate-repository.port";
import type { LayoutRepository, PostHeadline } from "../../ports/layout-repository.port";
import type { Viewer } from "../../ports/session-authenticator.port";
import type { MainDataCache, PathMainData, SiteMainData } from "./main-data-cache";

export type MainDataDeps = {
  readonly content: ContentRepository;
  readonly catalogue: CatalogueReadRepository;
  readonly layout: LayoutRepository;
  readonly cache: MainDataCache;
  readonly rates: ExchangeRateRepository;
};

export type MainDataRequest = {
  /** The normalised Path-Visited path ("/" when the header is absent). */
  readonly path: string;
  readonly viewer: Viewer | null;
  readonly now: Date;
};

const groupBanners = (banners: readonly Banner[]): Record<string, readonly Banner[]> => {
  const groups: Record<string, Banner[]> = {};
  for (const banner of banners) {
    const group = groups[banner.key] ?? [];
    group.push(banner);
    groups[banner.key] = group;
  }
  return groups;
};

const postLink = (post: PostHeadline) => `/blog/${post.category_slug}/${post.slug}/`;

/** The institution a path is about (institution, degree program and education base pages), for its notice. */
const institutionSlugOf = (path: string): string | null => {
  const route = resolvePath(path);
  if (route._tag !== "Matched") return null;
  if (route.screen === "institution" || route.screen === "degree-program") return route.params.institution;
  if (route.screen === "institution-education-base") return route.params.institution;
  return null;
};

const modelNoticeOf = async (deps: MainDataDeps, path: string, now: Date): Promise<SiteNotice | null> => {
  const slug = institutionSlugOf(path);
  const id = slug === null ? null : await deps.catalogue.institutionIdBySlug(slug);
  return id === null ? null : deps.layout.modelNotice({ type: "institution", id }, now);
};

const SITE_KEY = "site";

const loadSite = async (deps: MainDataDeps, now: Date): Promise<SiteMainData> => {
  const config = await deps.layout.config();
  const { limits } = config;
  const [banners, mainFaq, filters, map, demand, posts, rates] = await Promise.all([
    deps.layout.banners(),
    deps.layout.mainFaq(),
    deps.catalogue.listingFacets(),
    deps.catalogue.mapCountries(),
    deps.catalogue.demandInstitutions(limits.demandInstitutions),
    deps.layout.latestPosts(Math.max(limits.lastEvents, limits.footerArticles), now),
    deps.rates.current(),
  ]);
  return {
    hsk: { block_platform: config.hskPlatformBlock },
    banners: groupBanners(banners),
    layout_settings: {
      interactive_map: map,
      demand_institutions: demand,
      last_events: posts.slice(0, limits.lastEvents).map((post) => ({
        id: post.id,
        title: post.title,
        starts_at: post.published_at,
        link: postLink(post),
        image: post.cover,
      })),
      contacts: config.contacts,
      footer: {
        last_articles: posts.slice(0, limits.footerArticles).map((post) => ({
          id: post.id,
          slug: post.slug,
          category_slug: post.category_slug,
          title: post.title,
        })),
      },
    },
    main_faq: mainFaq,
    filters,
    exchange_rates: rates,
  };
};

const loadPath = async (deps: MainDataDeps, path: string, now: Date): Promise<PathMainData> => {
  const [page, mainNotice, modelNotice] = await Promise.all([
    deps.content.pageByUrl(path),
    deps.layout.mainNotice(now),
    modelNoticeOf(deps, path, now),
  ]);
  return { page: page ?? BLANK_PAGE_DATA, notice: chooseNotice(modelNotice, mainNotice) };
};

/**
 * Home and layout data (GET /main). The viewer-independent parts are cached (see `MainDataCache`): the
 * site-wide part once, the page and notice per path; the user is read on every call (the viewer, or the
 * anonymous user id 0).
 */
export const getMainData = async (deps: MainDataDeps, { path, viewer, now }: MainDataRequest): Promise<MainData> => {
  const [site, pathPart, user] = await Promise.all([
    deps.cache.site.read(SITE_KEY, now, () => loadSite(deps, now)),
    deps.cache.paths.read(path, now, () => loadPath(deps, path, now)),
    viewer === null ? Promise.resolve(null) : deps.layout.user(viewer.userId, viewer.sessionId, now),
  ]);
  return { ...site, ...pathPart, user: user ?? ANONYMOUS_USER };
};
