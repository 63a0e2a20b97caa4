import { Hono } from "hono";
import type { SocialProvider } from "../core/domain/user/social-provider";
import { compress } from "hono/compress";
import { apiError } from "./http/api-error";
import type { AppEnv } from "./http/app-env";
import { compressPage, compressPages } from "./http/compress-pages";
import { refuseNulInUrl } from "./http/nul-text";
import type { PageCache } from "./http/page-cache";
import { securityHeaders } from "./http/security-headers";
import { securityPolicy, type SecurityPolicyOptions, withPagePolicy } from "./http/csp/security-policy";
import { strictPaths } from "./http/strict-paths";
import { httpSiteApi, type SiteApiFactory } from "./in-process/request-site-api";
import type { SsrHandler } from "./ssr-handler";
import type { StaffDeskOpener } from "../core/ports/staff-desk.port";
import type { CostCalculator } from "../core/ports/cost-figure-repository.port";
import type { WidgetSettings } from "../ui/app/site-deps";
import type { CacheInvalidationBus } from "../core/ports/cache-invalidation.port";
import { announceApiWrites } from "./http/announce-writes";
import { gatedRender } from "./http/busy-page";
import type { RenderGate } from "./http/render-gate";

export type AppParts = Readonly<{
  api: Hono<AppEnv>;
  /** Serves uploaded files under /uploads/ (spec 7); absent in tests that do not need it. */
  uploads?: Hono<AppEnv>;
  /** The sandbox payment provider's checkout pages under /sandbox-pay/ (ADR 054); absent in tests that do not need it. */
  sandboxPay?: Hono;
  /** Serves the React Router site; absent in API-only tests. */
  ssr?: SsrHandler;
  /** Public settings handed to every server render. */
  site?: Readonly<{
    origin: string | undefined;
    widgets: WidgetSettings;
    socialProviders?: readonly SocialProvider[];
  }>;
  /** Serves files of the client build (production only). */
  assets?: (request: Request) => Promise<Response | null>;
  /** The anonymous page cache (docs/adr/029-page-cache.md); absent: every page is rendered. */
  pageCache?: PageCache;
  /** The ports server rendering reads through (ADR 039); absent: every port over HTTP to this API, in-process. */
  siteApi?: SiteApiFactory;
  /** The staff console's port for server rendering (ADR 058); absent: the console's pages open for nobody. */
  staffDesk?: StaffDeskOpener;
  /** The cost calculator for server rendering (ADR 065); absent: the calculator page shows no figures. */
  costCalculator?: CostCalculator;
  /** Content-Security-Policy and HSTS (ADR 071); absent: enforced, no proxy trusted, forms on this origin only. */
  securityPolicy?: SecurityPolicyOptions;
  /** Announces API writes to every process's caches (ADR 073); absent: only this process's caches are emptied. */
  cacheBus?: CacheInvalidationBus;
  /** The bound on concurrent page renders (ADR 070); absent: renders are not bounded. Cached pages take no slot. */
  renderGate?: RenderGate;
}>;

const DEFAULT_SECURITY_POLICY: SecurityPolicyOptions = { reportOnly: false, trustProxy: 0, formTargets: [] };

/** No third-party widget configured: the site's pages load none (also the tests' empty widget set). */
export const NO_WIDGETS: WidgetSettings = {
  tagManagerId: undefined,
  callTrackingScriptUrl: undefined,
  crmButtonScriptUrl: undefined,
  liveChatScriptUrl: undefined,
  errorReportingDsn: undefined,
  mapsScriptUrl: undefined,
};

/** The one HTTP application: the provider API under /api/ and /api-dev/, then static assets, then SSR. */
export function createApp({
  api,
  uploads,
  sandboxPay,
  ssr,
  assets,
  site,
  pageCache,
  siteApi = httpSiteApi,
  staffDesk,
  costCalculator,
  securityPolicy: policyOptions = DEFAULT_SECURITY_POLICY,
  cacheBus,
  renderGate,
}: AppParts) {
  const app = new Hono();
  app.use("*", securityHeaders);
  app.use("*", securityPolicy(policyOptions));
  // HTML and JSON go out compressed to clients that take it (cached pages carry their gzip ready-made); a rendered
  // page is compressed whole, in one pass, brotli or gzip (see compress-pages.ts).
  app.use("*", compress({ encoding: "gzip", contentTypeFilter: /^application\/json\b/ }));
  app.use("*", compressPages);
  if (pageCache) {
    app.use("/api/*", pageCache.apiWrites);
    app.use("/api-dev/*", pageCache.apiWrites);
  }
  if (cacheBus) {
    app.use("/api/*", announceApiWrites(cacheBus));
    app.use("/api-dev/*", announceApiWrites(cacheBus));
  }
  app.use("/api/*", refuseNulInUrl);
  app.use("/api-dev/*", refuseNulInUrl);
  app.route("/api", api);
  app.route("/api-dev", api);
  app.all("/api/*", (c) => apiError(c, 404, "Не найдено."));
  app.all("/api-dev/*", (c) => apiError(c, 404, "Не найдено."));
  if (uploads) app.route("/uploads", uploads);
  if (sandboxPay) app.route("/sandbox-pay", sandboxPay);
  app.onError((error, c) => {
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return c.req.path.startsWith("/api")
      ? apiError(c, 500, "Внутренняя ошибка сервера. Попробуйте ещё раз позже.")
      : c.text("Внутренняя ошибка сервера", 500);
  });
  app.use("*", strictPaths);
  app.all("*", async (c) => {
    const asset = assets ? await assets(c.req.raw) : null;
    if (asset) return asset;
    if (!ssr) return c.text("Not found", 404);
    // Server rendering reads through in-process ports (ADR 039); what still goes over HTTP (actions) calls the API
    // in-process (no socket hop) with the visitor's connection, so the API sees the real client IP for its limits.
    const apiFetch = (input: string, init: RequestInit) => app.request(input, init, c.env);
    const widgets = site?.widgets ?? NO_WIDGETS;
    // Every render gets its own nonce and the policy naming it (ADR 071); the page cache restamps stored pages.
    const ungated = (request: Request = c.req.raw) =>
      withPagePolicy(policyOptions, widgets, (cspNonce) =>
        ssr(request, {
          requestApi: siteApi(apiFetch),
          siteOrigin: site?.origin ?? null,
          widgets,
          socialProviders: site?.socialProviders ?? [],
          ...(staffDesk === undefined ? {} : { staffDesk }),
          ...(costCalculator === undefined ? {} : { costCalculator }),
          cspNonce,
        }),
      );
    const render = renderGate === undefined ? ungated : gatedRender(renderGate, ungated);
    const page = await (pageCache ? pageCache.serve(c.req.raw, render) : render());
    return compressPage(c.req.method, c.req.header("accept-encoding"), page);
  });
  return app;
}
