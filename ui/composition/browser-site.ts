import { windowDataLayer } from "../../adapters/analytics/data-layer";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import { tagManagerAnalytics } from "../../adapters/analytics/tag-manager-analytics";
import type { WidgetSettings } from "../../core/domain/navigation/third-party-widgets";
import { tagManagerId } from "../../core/domain/navigation/third-party-widgets";
import type { Analytics } from "../../core/ports/analytics.port";

/** What the root loader tells the browser about analytics: the widget settings and whether the visitor is a bot. */
export type BrowserSiteSettings = Readonly<{ widgets: WidgetSettings; isBot: boolean }>;

/**
 * The browser's analytics adapter: the tag manager's data layer when a container is configured and the visitor is
 * no bot, else nothing. A chunk of its own, apart from the container: a page view is reported on every page, and it
 * should not load the API client and its contract (docs/adr/076-services-on-first-use.md).
 */
export const browserAnalytics = (site: BrowserSiteSettings | undefined): Analytics =>
  site !== undefined && !site.isBot && tagManagerId(site.widgets.tagManagerId) !== null
    ? tagManagerAnalytics({ dataLayer: windowDataLayer, title: () => document.title })
    : noAnalytics;
