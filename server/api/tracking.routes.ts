import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { FIELD_MESSAGES as M } from "../../adapters/http/contract/field-messages";
import { optionalText } from "../../adapters/http/contract/fields";
import { utmSchema } from "../../adapters/http/contract/form-extras.schema";
import { z } from "../../adapters/http/contract/zod-ru";
import { recordVisit } from "../../core/application/tracking/record-visit";
import { visitorParams } from "../../core/application/tracking/visitor-params";
import { UTM_KEYS, type Utm } from "../../core/domain/attribution/utm";
import type { Clock } from "../../core/ports/clock.port";
import type { VisitRepository } from "../../core/ports/visit-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { createRateLimiter, type RateLimitRule, rateLimit } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { viewerOf } from "../http/viewer";

export type TrackingDeps = Readonly<{
  clock: Clock;
  visits: VisitRepository;
  newSessionId: () => string;
  trustProxy: number;
  /** Visits and checks per IP; 30 and 60 a minute unless a test says otherwise. */
  visitRateLimit?: RateLimitRule;
  checkRateLimit?: RateLimitRule;
}>;

export const VISIT_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };
export const CHECK_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };

const YID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH = 2048;

export const TRACKING_MESSAGES = {
  yid: "Некорректный идентификатор посетителя.",
  utm: "Ожидается объект с параметрами utm.",
} as const;

const isPath = (value: string) => value.startsWith("/") && !value.startsWith("//") && value.length <= MAX_PATH;

const presentUtm = (utm: Partial<Record<string, string | undefined>>): Utm =>
  Object.fromEntries(UTM_KEYS.flatMap((key) => (utm[key] === undefined ? [] : [[key, utm[key]]]))) as Utm;

/** The visit report: every field may be left out (the client sends only the session id it keeps). */
const visitBodySchema = z.object({
  /** Not validated here: a malformed id is replaced by a new one rather than refused. */
  session_id: z.unknown().optional(),
  path: optionalText(MAX_PATH).refine((value) => value === undefined || isPath(value), M.path),
  referrer: optionalText(MAX_PATH),
  utm: z
    .preprocess((value) => value ?? {}, z.object(utmSchema.shape, { error: TRACKING_MESSAGES.utm }))
    .transform(presentUtm),
  yid: optionalText(128).refine((value) => value === undefined || YID.test(value), TRACKING_MESSAGES.yid),
});

const checkQuerySchema = z.object({
  yid: z
    .string({ error: M.required })
    .trim()
    .min(1, { error: M.required, abort: true })
    .regex(YID, TRACKING_MESSAGES.yid),
});

/** The Path-Visited header when it is a site path (percent-decoded if the client encoded it). */
const pathVisited = (c: Context): string => {
  const header = c.req.header("path-visited") ?? "";
  let path: string;
  try {
    path = decodeURI(header);
  } catch {
    return "";
  }
  return isPath(path) ? path : "";
};

/** Visit tracking (spec 7): POST /ru/v1/visit on the first server load, GET /ru/v1/check?yid= for analytics. */
export function trackingRoutes(deps: TrackingDeps) {
  const { clock, trustProxy } = deps;
  const byIp = (prefix: string) => (c: Context<AppEnv>) => `${prefix}|${clientIp(c, trustProxy)}`;
  const visitLimiter = createRateLimiter(deps.visitRateLimit ?? VISIT_RATE_LIMIT);
  const checkLimiter = createRateLimiter(deps.checkRateLimit ?? CHECK_RATE_LIMIT);

  return new Hono<AppEnv>()
    .post(
      "/ru/v1/visit",
      rateLimit(visitLimiter, clock, byIp("visit")),
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, "Слишком большой запрос.") }),
      async (c) => {
        const parsed = parseWith(visitBodySchema, await jsonBody(c));
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
        return c.json({ session_id: sessionId }, 200, { "Cache-Control": "no-store" });
      },
    )
    .get("/ru/v1/check", rateLimit(checkLimiter, clock, byIp("check")), async (c) => {
      const parsed = parseWith(checkQuerySchema, c.req.query());
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const { yid } = parsed.value;
      const summary = await visitorParams(deps, yid);
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
