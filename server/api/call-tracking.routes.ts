import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CALL_TRACKING_ROUTES } from "../../adapters/http/contract/call-tracking.contract";
import { takeChatLead } from "../../core/application/leads/take-chat-lead";
import { LEAD_CALL_RATE_LIMIT_MS } from "../../core/domain/leads/lead-call-wait";
import type { CallTrackingService } from "../../core/ports/call-tracking.port";
import type { Clock } from "../../core/ports/clock.port";
import type { FormSubmissionRepository } from "../../core/ports/form-submission-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { mountRoute } from "../http/contract-route";
import { rateLimit, type WithRateLimits } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { viewerOf } from "../http/viewer";

export type CallTrackingDeps = Readonly<{
  clock: Clock;
  submissions: FormSubmissionRepository;
  /** The configured call-tracking service, or null: leads are then only stored. */
  callTracking: CallTrackingService | null;
  trustProxy: number;
}>;

/**
 * POST /api/ru/v1/call-tracking/lead (spec 7): the live chat's lead when a visitor leaves contacts or starts a
 * callback. One lead per 10 s (spec 9) from each client IP; stored as a "chat" lead, then sent to the service.
 */
export function callTrackingRoutes(deps: CallTrackingDeps & WithRateLimits) {
  const limiter = deps.rateLimits.limiter("call-tracking", { limit: 1, windowMs: LEAD_CALL_RATE_LIMIT_MS });
  const byClient = (c: Context<AppEnv>) => `chat-lead|${clientIp(c, deps.trustProxy)}`;
  return mountRoute(
    new Hono<AppEnv>(),
    CALL_TRACKING_ROUTES.chatLead,
    rateLimit(limiter, deps.clock, byClient),
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, "Слишком большой запрос.") }),
    async (c) => {
      const parsed = parseWith(CALL_TRACKING_ROUTES.chatLead.request.body, await jsonBody(c));
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const { lead, utm } = parsed.value;
      const taken = await takeChatLead(deps, lead, {
        utm,
        userId: viewerOf(c)?.userId ?? null,
        ip: clientIp(c, deps.trustProxy),
        userAgent: (c.req.header("user-agent") ?? "").slice(0, 512),
      });
      return c.json({ id: taken.id }, 202, { "Cache-Control": "no-store" });
    },
  );
}
