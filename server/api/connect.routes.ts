import { Result } from "effect";
import { type Context, Hono } from "hono";
import { match } from "ts-pattern";
import { AUTH_MESSAGES as M } from "../../adapters/http/contract/auth-messages";
import {
  AUTH_ROUTES,
  detachSocialBodySchema,
  socialCallbackQuerySchema,
  startSocialBodySchema,
} from "../../adapters/http/contract/auth.contract";
import { authRecordFromCookies, readCookie } from "../../adapters/storage/browser/auth-cookie";
import type { Caller } from "../../core/application/auth/auth-deps";
import { detachSocial } from "../../core/application/auth/detach-social";
import { finishSocialSignIn } from "../../core/application/auth/finish-social-sign-in";
import type { SocialDeps } from "../../core/application/auth/social-deps";
import { OAUTH_STATE_LIFETIME_MS } from "../../core/application/auth/social-deps";
import { defaultSocialReturn, startSocialSignIn } from "../../core/application/auth/start-social-sign-in";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { safeReturnPath } from "../../core/domain/auth/return-path";
import { type SocialMark, socialReturnAddress } from "../../core/domain/social/social-return";
import type { SocialProvider } from "../../core/domain/user/social-provider";
import { socialProviderSchema } from "../../core/domain/user/social-provider.schema";
import type { SessionAuthenticator } from "../../core/ports/session-authenticator.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { clientInfo } from "../http/client-info";
import { clientIp } from "../http/client-ip";
import { mountRoute } from "../http/contract-route";
import { objectBody } from "../http/object-body";
import { rateLimit, type WithRateLimits } from "../http/rate-limit";
import { parseWith } from "../http/validate";
import { requireViewer, viewerOf } from "../http/viewer";
import { clearedStateCookie, signedInCookies, stateCookie, stateCookieName } from "./social-cookies";

export type ConnectRoutesDeps = SocialDeps &
  Readonly<{ authenticator: SessionAuthenticator; trustProxy: number; siteOrigin?: string | undefined }>;

/** Social sign-ins started per minute from one IP (each stores a state). */
const STARTS_PER_MINUTE = 20;

const providerOf = (c: Context): SocialProvider | null => {
  const parsed = socialProviderSchema.safeParse(c.req.param("provider"));
  return parsed.success ? parsed.data : null;
};

/** A 303 to a page of this site, with the given Set-Cookie headers. */
const seeOther = (c: Context, location: string, cookies: readonly string[] = []) => {
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  return c.redirect(location, 303);
};

/**
 * Social networks of the signed-in user (under /connect): the OAuth 2 sign-in with PKCE (start and callback, ADR
 * 049) and unlinking (spec 7). The start is a plain form post, so it reads the signed-in user from the bearer
 * header or, for the browser's post, from the site's auth cookie (SameSite=Lax: never sent with another site's post).
 */
export function connectRoutes(deps: ConnectRoutesDeps & WithRateLimits) {
  const app = new Hono<AppEnv>();
  const origin = (c: Context) => deps.siteOrigin ?? new URL(c.req.url).origin;
  const secure = (c: Context) => origin(c).startsWith("https:");
  const redirectUri = (c: Context, provider: SocialProvider) => `${origin(c)}/api/connect/${provider}/callback`;
  const starts = deps.rateLimits.limiter("connect", { limit: STARTS_PER_MINUTE, windowMs: 60_000 });
  app.use("/connect/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  /** The caller of the start: the bearer's viewer, else the one of the auth cookie's token. */
  const callerOf = async (c: Context<AppEnv>): Promise<Caller | null> => {
    const viewer = viewerOf(c);
    if (viewer) return { userId: viewer.userId, sessionId: viewer.sessionId };
    const token = authRecordFromCookies(c.req.header("cookie") ?? null)?.token;
    if (!token) return null;
    const auth = await deps.authenticator.authenticate(token, deps.clock.now());
    return auth._tag === "Authenticated" ? { userId: auth.viewer.userId, sessionId: auth.viewer.sessionId } : null;
  };

  mountRoute(
    app,
    AUTH_ROUTES.startSocial,
    rateLimit(starts, deps.clock, (c: Context<AppEnv>) => `social|${clientIp(c, deps.trustProxy)}`),
    async (c) => {
      const provider = providerOf(c);
      if (provider === null) return apiError(c, 404, "Не найдено.");
      const input = parseWith(startSocialBodySchema, await objectBody(c));
      if (!input.ok) return validationFailed(c, input.errors);
      const { purpose, return_to } = input.value;
      const back = safeReturnPath(return_to) ?? defaultSocialReturn(purpose);
      const result = await runUseCase(
        startSocialSignIn(deps, {
          provider,
          purpose,
          caller: purpose === "link" ? await callerOf(c) : null,
          returnTo: back,
          redirectUri: redirectUri(c, provider),
        }),
      );
      if (Result.isSuccess(result)) {
        const maxAge = OAUTH_STATE_LIFETIME_MS / 1000;
        return seeOther(c, result.success.url, [stateCookie(provider, result.success.state, maxAge, secure(c))]);
      }
      const mark: SocialMark = match(result.failure)
        .returnType<SocialMark>()
        .with({ _tag: "ProviderUnavailable" }, () => ({ social_error: "unavailable" }))
        .with({ _tag: "SignInRequired" }, () => ({ social_error: "signed_out" }))
        .exhaustive();
      return seeOther(c, socialReturnAddress(back, mark));
    },
  );

  mountRoute(app, AUTH_ROUTES.socialCallback, async (c) => {
    const provider = providerOf(c);
    if (provider === null) return apiError(c, 404, "Не найдено.");
    const query = socialCallbackQuerySchema.parse(c.req.query());
    const result = await runUseCase(
      finishSocialSignIn(
        deps,
        {
          provider,
          state: query.state ?? null,
          browserState: readCookie(c.req.header("cookie") ?? null, stateCookieName(provider)),
          code: query.code ?? null,
          error: query.error ?? null,
          redirectUri: redirectUri(c, provider),
        },
        clientInfo(c, deps.trustProxy),
      ),
    );
    const cleared = clearedStateCookie(provider, secure(c));
    if (Result.isFailure(result)) {
      const { returnTo, reason } = result.failure;
      return seeOther(c, socialReturnAddress(returnTo, { social_error: reason }), [cleared]);
    }
    return match(result.success)
      .with({ _tag: "SignedIn" }, ({ record, registered, returnTo }) =>
        seeOther(c, socialReturnAddress(returnTo, { social: registered ? "registered" : "signed_in" }), [
          cleared,
          ...signedInCookies(record, secure(c)),
        ]),
      )
      .with({ _tag: "Linked" }, ({ returnTo }) =>
        seeOther(c, socialReturnAddress(returnTo, { social: "linked" }), [cleared]),
      )
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.detachSocial, async (c) => {
    const provider = providerOf(c);
    if (provider === null) return apiError(c, 404, "Не найдено.");
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const input = parseWith(detachSocialBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    if (input.value.provider !== undefined && input.value.provider !== provider) {
      return validationFailed(c, { provider: [M.providerMismatch] });
    }
    const caller = { userId: viewer.viewer.userId, sessionId: viewer.viewer.sessionId };
    const result = await runUseCase(detachSocial(deps, caller, { provider, social_id: input.value.social_id }));
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "NotLinked" }, () => apiError(c, 404, M.notLinked))
      .with({ _tag: "LastSignInMethod" }, () => validationFailed(c, { social_id: [M.lastSignInMethod] }))
      .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, M.sessionInvalid))
      .exhaustive();
  });

  return app;
}
