import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import {
  BOOKING_MESSAGES_ROUTES as M,
  MESSAGE_REQUEST_MESSAGES,
  postMessageBodySchema,
} from "../../adapters/http/contract/booking-messages.contract";
import { bookingParamsSchema } from "../../adapters/http/contract/bookings.contract";
import { listThread } from "../../core/application/messages/list-thread";
import type { BookingNotFound, MessagesDeps } from "../../core/application/messages/messages-deps";
import { postApplicantMessage } from "../../core/application/messages/post-applicant-message";
import { postStaffMessage } from "../../core/application/messages/post-staff-message";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { MessageTextError } from "../../core/domain/messages/message-text";
import { threadMessageOf } from "../../core/domain/messages/thread-message";
import type { Viewer } from "../../core/ports/session-authenticator.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/client-ip";
import { mountRoute } from "../http/contract-route";
import { type RateLimitRule, rateLimit, type WithRateLimits } from "../http/rate-limit";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer, viewerOf } from "../http/viewer";
import { BOOKING_MESSAGES } from "./bookings.routes";

export type BookingMessagesRoutesDeps = MessagesDeps &
  Readonly<{
    /** Reverse proxies trusted for X-Forwarded-For (config TRUST_PROXY), for the limit of anonymous posts. */
    trustProxy: number;
    /** Messages a user may post a minute, applicant and staff alike; 10 unless a test says otherwise. */
    messageRateLimit?: RateLimitRule;
  }>;

export const MESSAGE_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60_000 };
/** A message is at most 4000 characters: 32 KB holds it in any encoding with the JSON around it. */
const MESSAGE_MAX_BYTES = 32 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

const isStaff = (viewer: Viewer) => viewer.role === "staff" || viewer.role === "admin";

const failure = (c: Context<AppEnv>, error: BookingNotFound | MessageTextError) =>
  match(error)
    .with({ _tag: "BookingNotFound" }, () => apiError(c, 404, BOOKING_MESSAGES.notFound))
    .with({ _tag: "MessageEmpty" }, () => validationFailed(c, { text: [MESSAGE_REQUEST_MESSAGES.empty] }))
    .with({ _tag: "MessageTooLong" }, () => validationFailed(c, { text: [MESSAGE_REQUEST_MESSAGES.tooLong] }))
    .exhaustive();

/** The thread of each application: its applicant reads and writes their own, staff any (ADR 053). */
export function bookingMessagesRoutes(deps: BookingMessagesRoutesDeps & WithRateLimits) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: MESSAGE_MAX_BYTES, onError: (c) => apiError(c, 413, BOOKING_MESSAGES.tooLarge) });
  const limiter = deps.rateLimits.limiter("booking-messages", deps.messageRateLimit ?? MESSAGE_RATE_LIMIT);
  const perWriter = rateLimit(limiter, deps.clock, (c: Context<AppEnv>) => {
    const viewer = viewerOf(c);
    return viewer === null ? `ip|${clientIp(c, deps.trustProxy)}` : `user|${viewer.userId}`;
  });

  /** The booking id of the path; anything that cannot be an id names no booking (404, like someone else's). */
  const bookingIdOf = (c: Context<AppEnv>): number | null => {
    const params = parseWith(bookingParamsSchema, c.req.param());
    return params.ok ? params.value.id : null;
  };

  const post = async (c: Context<AppEnv>, asStaff: boolean) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    if (asStaff && !isStaff(auth.viewer)) return apiError(c, 403, BOOKING_MESSAGES.staffRequired);
    const id = bookingIdOf(c);
    if (id === null) return apiError(c, 404, BOOKING_MESSAGES.notFound);
    const body = parseWith(postMessageBodySchema, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const posted = await runUseCase(
      asStaff
        ? postStaffMessage(deps, id, auth.viewer.userId, body.value.text)
        : postApplicantMessage(deps, auth.viewer.userId, id, body.value.text),
    );
    return Result.isSuccess(posted)
      ? c.json(threadMessageOf(posted.success), 201, NO_STORE)
      : failure(c, posted.failure);
  };

  mountRoute(app, M.bookingMessages, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const id = bookingIdOf(c);
    if (id === null) return apiError(c, 404, BOOKING_MESSAGES.notFound);
    const reader = { user_id: auth.viewer.userId, staff: isStaff(auth.viewer) };
    const thread = await runUseCase(listThread(deps, reader, id));
    return Result.isSuccess(thread)
      ? c.json({ data: thread.success.map(threadMessageOf) }, 200, NO_STORE)
      : failure(c, thread.failure);
  });
  mountRoute(app, M.postBookingMessage, limit, perWriter, (c) => post(c, false));
  mountRoute(app, M.staffPostBookingMessage, limit, perWriter, (c) => post(c, true));

  return app;
}
