import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recordVisit } from "../../core/application/tracking/record-visit";
import { visitorParams } from "../../core/application/tracking/visitor-params";
import type { Clock } from "../../core/ports/clock.port";
import type { VisitRepository } from "../../core/ports/visit-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { type RateLimitRule, rateLimit, type WithRateLimits } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { viewerOf } from "../http/viewer";
import { visitCookie, visitSessionOf } from "../http/visit-cookie";
import { mountRoute } from "../http/contract-route";
import { isVisitPath, TRACKING_ROUTES } from "../../adapters/http/contract/tracking.contract";

export type TrackingDeps = Readonly<{
  clock: Clock;
  visits: VisitRepository;
  newSessionId: () => string;
  trustProxy: number;
  /** Visits and checks per IP; 30 and 60 a minute unless a test says otherwise. */
  visitRateLimit?: RateLimitRule;
  checkRateLimit?: RateLimitRule;
  /** The site's public origin (config SITE_ORIGIN): an https one marks the visit cookie Secure. */
  siteOrigin?: string | undefined;
}>;

export const VISIT_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };
export const CHECK_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

/** The Path-Visited header when it is a site path (percent-decoded if the client encoded it). */
const pathVisited = (c: Context): string => {
  const header = c.req.header("path-visited") ?? "";
  let path: string;
  try {
    path = decodeURI(header);
  } catch {
    return "";
  }
  return isVisitPath(path) ? path : "";
};

/**
 * Visit tracking (spec 7): POST /ru/v1/visit on the first server load (it sets the visit cookie), GET /ru/v1/check?yid=
 * for analytics, about the caller's own visits only.
 */
export function trackingRoutes(deps: TrackingDeps & WithRateLimits) {
  const { clock, trustProxy } = deps;
  const byIp = (prefix: string) => (c: Context<AppEnv>) => `${prefix}|${clientIp(c, trustProxy)}`;
  const visitLimiter = deps.rateLimits.limiter("visit", deps.visitRateLimit ?? VISIT_RATE_LIMIT);
  const checkLimiter = deps.rateLimits.limiter("check", deps.checkRateLimit ?? CHECK_RATE_LIMIT);

  const app = new Hono<AppEnv>();
  mountRoute(
    app,
    TRACKING_ROUTES.visit,
    rateLimit(visitLimiter, clock, byIp("visit")),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, "Слишком большой запрос.") }),
    async (c) => {
      const parsed = parseWith(TRACKING_ROUTES.visit.request.body, await jsonBody(c));
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const body = parsed.value;
      const { sessionId } = await recordVisit(deps, {
        sessionId: typeof body.session_id === "string" ? body.session_id : null,
        yid: body.yid ?? null,
        path: body.path ?? pathVisited(c),
        referrer: body.referrer ?? "",
        utm: body.utm,
        userId: viewerOf(c)?.userId ?? null,
        ip: clientIp(c, trustProxy),
        userAgent: (c.req.header("user-agent") ?? "").slice(0, 512),
      });
      const secure = (deps.siteOrigin ?? new URL(c.req.url).origin).startsWith("https:");
      c.header("Set-Cookie", visitCookie(c, sessionId, secure));
      return c.json({ session_id: sessionId }, 200, { "Cache-Control": "no-store" });
    },
  );
  return mountRoute(app, TRACKING_ROUTES.check, rateLimit(checkLimiter, clock, byIp("check")), async (c) => {
    const parsed = parseWith(TRACKING_ROUTES.check.request.query, c.req.query());
    if (!parsed.ok) return validationFailed(c, parsed.errors);
    const { yid } = parsed.value;
    // Only the caller's own visits (ADR 072): those of the visit session its cookie names.
    const summary = await visitorParams(deps, yid, visitSessionOf(c));
    return c.json(
      {
        yid,
        visits_count: summary.visitsCount,
        first_visit_at: summary.firstVisitAt?.toISOString() ?? null,
        last_visit_at: summary.lastVisitAt?.toISOString() ?? null,
        last_utm_source: summary.lastUtm.utm_source ?? null,
        last_utm_medium: summary.lastUtm.utm_medium ?? null,
        last_utm_campaign: summary.lastUtm.utm_campaign ?? null,
        has_account: summary.hasAccount,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });
}
