import type { SocialProvider } from "../../core/domain/user/social-provider";
import type { SiteApi } from "../../core/ports/site-api.port";
import type { StaffDeskOpener } from "../../core/ports/staff-desk.port";
import type { CostCalculator } from "../../core/ports/cost-figure-repository.port";

/** Third-party widgets the site may load (spec 1, 9); an absent value means the widget is not loaded at all. */
export type WidgetSettings = Readonly<{
  tagManagerId: string | undefined;
  callTrackingScriptUrl: string | undefined;
  crmButtonScriptUrl: string | undefined;
  liveChatScriptUrl: string | undefined;
  errorReportingDsn: string | undefined;
  mapsScriptUrl: string | undefined;
}>;

/** Builds the ports of one page request: its cookies carry the session; `origin` and `path` are the page's. */
export type RequestApi = (request: Request, at: Readonly<{ origin: string; path: string }>) => SiteApi;

/** What the server process hands to server rendering for each request (built in server/, read in ui/). */
export type SiteDeps = Readonly<{
  /** The ports of one page request, with the visitor's session (on the server: in-process adapters, ADR 039). */
  requestApi: RequestApi;
  /** The public origin for canonical links and the sitemap; null means the request's own origin. */
  siteOrigin: string | null;
  widgets: WidgetSettings;
  /** The social networks this site signs in with (configured on the server, ADR 049), in the site's order. */
  socialProviders: readonly SocialProvider[];
  /** The staff console's leads, outbox, audit log and team, in-process on the server (ADR 058); absent: nobody's. */
  staffDesk?: StaffDeskOpener;
  /** The cost calculator, in-process on the server (ADR 065); absent: the calculator page shows no figures. */
  costCalculator?: CostCalculator;
  /** This response's Content-Security-Policy nonce (ADR 071): every script the page writes carries it. */
  cspNonce?: string;
}>;
