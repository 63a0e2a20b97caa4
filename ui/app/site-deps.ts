import type { FetchLike } from "../../adapters/http/api-client/fetch-like";

/** Third-party widgets the site may load (spec 1, 9); an absent value means the widget is not loaded at all. */
export type WidgetSettings = Readonly<{
  tagManagerId: string | undefined;
  callTrackingScriptUrl: string | undefined;
  crmButtonScriptUrl: string | undefined;
  liveChatScriptUrl: string | undefined;
  errorReportingDsn: string | undefined;
  mapsScriptUrl: string | undefined;
}>;

/** What the server process hands to server rendering for each request (built in server/, read in ui/). */
export type SiteDeps = Readonly<{
  /** Calls the provider API in-process (no network hop). */
  apiFetch: FetchLike;
  /** The public origin for canonical links and the sitemap; null means the request's own origin. */
  siteOrigin: string | null;
  widgets: WidgetSettings;
}>;
