import { Result } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { match } from "ts-pattern";
import { AUTH_MESSAGES as M } from "../../adapters/http/contract/auth-messages";
import {
  AUTH_ROUTES,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileEditBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  securityEditBodySchema,
} from "../../adapters/http/contract/auth.contract";
import type { TooManyAttempts } from "../../core/application/auth/attempt-limit";
import type { Caller } from "../../core/application/auth/auth-deps";
import type { SocialDeps } from "../../core/application/auth/social-deps";
import { currentUser } from "../../core/application/auth/current-user";
import { editProfile } from "../../core/application/auth/edit-profile";
import { editSecurity } from "../../core/application/auth/edit-security";
import { forgotPassword } from "../../core/application/auth/forgot-password";
import { login } from "../../core/application/auth/login";
import { logout } from "../../core/application/auth/logout";
import { logoutOthers } from "../../core/application/auth/logout-others";
import { refresh } from "../../core/application/auth/refresh";
import { register } from "../../core/application/auth/register";
import { resetPassword } from "../../core/application/auth/reset-password";
import type { Viewer } from "../../core/ports/session-authenticator.port";
import { apiError, validationFailed } from "../http/api-error";
import { hasherBusy } from "../http/hasher-busy";
import type { HashGate } from "../../adapters/security/hash-gate";
import { clientIp } from "../http/client-ip";
import type { SpentBudget } from "../http/spent-budget";
import { inProcessRateLimits, type RateLimitRule, type RateLimits, rateLimit } from "../http/rate-limit";
import type { AppEnv } from "../http/app-env";
import { clientInfo } from "../http/client-info";
import { objectBody } from "../http/object-body";
import { parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { mountRoute } from "../http/contract-route";

const callerOf = (viewer: Viewer): Caller => ({ userId: viewer.userId, sessionId: viewer.sessionId });

/** 429 with the wait in Retry-After (seconds). */
const tooMany = (c: Context, failure: TooManyAttempts, message: string) =>
  apiError(c, 429, message, undefined, { "Retry-After": String(failure.retryAfterSeconds) });

/** 401 for a call whose session or account is gone. */
const sessionInvalid = (c: Context) => apiError(c, 401, M.sessionInvalid);

const fieldError = (c: Context, field: string, message: string) => validationFailed(c, { [field]: [message] });

/**
 * The use cases' ports, how many reverse proxies to trust for the caller's IP (rate limits key on it) and the
 * public origin of the site for links in mail (SITE_ORIGIN; the request's origin when unset).
 */
export type AuthRoutesDeps = SocialDeps &
  Readonly<{
    trustProxy: number;
    siteOrigin?: string | undefined;
    passwordRateLimits?: PasswordRateLimits;
    /** The site's limits, shared by every process on PostgreSQL (ADR 073); absent: this process's memory. */
    rateLimits?: RateLimits;
    /** The hashing gate, to refuse a hashing call at once when it is full (before the body and the database). */
    hashGate?: Pick<HashGate, "full">;
    /** Told when the global password budget is spent, so node:http refuses `PASSWORD_CALLS` itself meanwhile. */
    passwordBudget?: SpentBudget;
  }>;

/** The calls behind the password throttle (each runs the hash, or mails a reset code): what the budget covers. */
export const PASSWORD_CALLS = [
  AUTH_ROUTES.login,
  AUTH_ROUTES.register,
  AUTH_ROUTES.forgotPassword,
  AUTH_ROUTES.resetPassword,
  AUTH_ROUTES.editSecurity,
] as const;

/**
 * Limits on the calls that run the password hash: per client IP, and for everyone together per minute and per
 * second (the minute's budget spread out, so a flood cannot spend it at once; ADR 069).
 */
export type PasswordRateLimits = Readonly<{ perIp: RateLimitRule; global: RateLimitRule; burst?: RateLimitRule }>;

/** The per-second share of a per-minute global budget: a sixtieth of it, at least 10. */
export const passwordBurst = (perMinute: number): RateLimitRule => ({
  limit: Math.max(10, Math.ceil(perMinute / 60)),
  windowMs: 1000,
});

const PASSWORD_RATE_LIMITS: PasswordRateLimits = {
  perIp: { limit: 20, windowMs: 60_000 },
  global: { limit: 600, windowMs: 60_000 },
  burst: passwordBurst(600),
};

/**
 * The throttle in front of every call that runs the password hash, before its body is read: per IP first (a
 * refused caller does not spend the shared budget), then the global budget.
 */
const passwordThrottle = (deps: AuthRoutesDeps) => {
  const limits = deps.passwordRateLimits ?? PASSWORD_RATE_LIMITS;
  const rateLimits = deps.rateLimits ?? inProcessRateLimits();
  const perIp = rateLimits.limiter("password-ip", limits.perIp);
  const everyone = rateLimits.limiter("password-all", limits.global);
  const spent = deps.passwordBudget?.spentUntil;
  const burst =
    limits.burst === undefined
      ? []
      : [rateLimit(rateLimits.limiter("password-second", limits.burst), deps.clock, () => "everyone", spent)];
  return [
    rateLimit(perIp, deps.clock, (c: Context<AppEnv>) => clientIp(c, deps.trustProxy)),
    ...burst,
    rateLimit(everyone, deps.clock, () => "everyone", spent),
  ] as const;
};

/**
 * 503 at once while the hashing gate is full, before the body is read or the database asked: the hasher would
 * refuse the call anyway, after work that queues behind the flood. A check, not a reservation: a call let through
 * may still be refused by the gate itself, which is the bound. Not on log-in: there the account's lockout answers
 * first (429 without a check), and only a log-in with a free attempt slot reaches the gate.
 */
const shedWhileHashingFull =
  (gate: Pick<HashGate, "full"> | undefined): MiddlewareHandler =>
  async (c, next) =>
    gate?.full() ? hasherBusy(c) : next();

/** The account calls of spec 7 (under /auth), read with the contract's schemas. Answers are never cached. */
export function authRoutes(deps: AuthRoutesDeps) {
  const app = new Hono<AppEnv>();
  const client = (c: Context) => clientInfo(c, deps.trustProxy);
  const throttled = passwordThrottle(deps);
  const hashing = [...throttled, shedWhileHashingFull(deps.hashGate)] as const;
  app.use("/auth/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  mountRoute(app, AUTH_ROUTES.login, ...throttled, async (c) => {
    const input = parseWith(loginBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const result = await runUseCase(login(deps, input.value, client(c)));
    if (Result.isSuccess(result)) return c.json({ token: result.success.token, expires: result.success.expires }, 200);
    return match(result.failure)
      .with({ _tag: "InvalidCredentials" }, () => apiError(c, 422, M.loginFailed, { email: [M.loginFailed] }))
      .with({ _tag: "TooManyAttempts" }, (failure) => tooMany(c, failure, M.tooManyLogins))
      .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.register, ...hashing, async (c) => {
    const input = parseWith(registerBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const { first_name, last_name, email, password } = input.value;
    const result = await runUseCase(
      register(deps, { firstName: first_name, lastName: last_name, email, password }, client(c)),
    );
    if (Result.isSuccess(result)) return c.json({ ...result.success.record, user: result.success.user }, 201);
    return match(result.failure)
      .with({ _tag: "EmailTaken" }, () => fieldError(c, "email", M.emailTaken))
      .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.refresh, async (c) => {
    const token = c.get("token");
    if (!token) return sessionInvalid(c);
    const result = await runUseCase(refresh(deps, token, client(c)));
    if (Result.isSuccess(result)) return c.json({ ...result.success.record, user: result.success.user }, 200);
    return match(result.failure)
      .with(
        { _tag: "SessionUnknown" },
        { _tag: "SessionRevoked" },
        { _tag: "RefreshWindowPassed" },
        { _tag: "AccountNotFound" },
        () => sessionInvalid(c),
      )
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.logout, async (c) => {
    const token = c.get("token");
    if (!token) return sessionInvalid(c);
    const result = await runUseCase(logout(deps, token));
    if (Result.isSuccess(result)) return c.json({ message: M.loggedOut }, 200);
    return match(result.failure)
      .with({ _tag: "SessionUnknown" }, { _tag: "SessionRevoked" }, () => sessionInvalid(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.logoutForce, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const result = await runUseCase(logoutOthers(deps, callerOf(viewer.viewer)));
    if (Result.isSuccess(result)) return c.json({ user: result.success }, 200);
    return match(result.failure)
      .with({ _tag: "AccountNotFound" }, () => sessionInvalid(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.forgotPassword, ...throttled, async (c) => {
    const input = parseWith(forgotPasswordBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const origin = deps.siteOrigin ?? new URL(c.req.url).origin;
    const result = await runUseCase(forgotPassword(deps, input.value.email, client(c), origin));
    if (Result.isSuccess(result)) return c.json({ message: M.forgotSent }, 200);
    return match(result.failure)
      .with({ _tag: "TooManyAttempts" }, (failure) => tooMany(c, failure, M.tooManyRequests))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.resetPassword, ...hashing, async (c) => {
    const input = parseWith(resetPasswordBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const { code, password } = input.value;
    const result = await runUseCase(resetPassword(deps, { code, password }, client(c)));
    if (Result.isSuccess(result)) {
      return c.json({ ...result.success.record, user: result.success.user, message: M.passwordReset }, 200);
    }
    return match(result.failure)
      .with({ _tag: "CodeUnknown" }, () => fieldError(c, "code", M.codeUnknown))
      .with({ _tag: "CodeUsed" }, () => fieldError(c, "code", M.codeUsed))
      .with({ _tag: "CodeExpired" }, () => fieldError(c, "code", M.codeExpired))
      .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.me, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const user = await currentUser(deps, callerOf(viewer.viewer));
    return user ? c.json(user, 200) : sessionInvalid(c);
  });

  mountRoute(app, AUTH_ROUTES.editMe, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const input = parseWith(profileEditBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const { first_name, last_name, signature, status } = input.value;
    const result = await runUseCase(
      editProfile(deps, callerOf(viewer.viewer), {
        firstName: first_name,
        lastName: last_name,
        ...(signature !== undefined ? { signature } : {}),
        ...(status !== undefined ? { status } : {}),
      }),
    );
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "StatusNotLinked" }, () => fieldError(c, "status", M.statusNotLinked))
      .with({ _tag: "AccountNotFound" }, () => sessionInvalid(c))
      .exhaustive();
  });

  mountRoute(app, AUTH_ROUTES.editSecurity, ...hashing, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const input = parseWith(securityEditBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const { email, phone, current_password, new_password } = input.value;
    const result = await runUseCase(
      editSecurity(
        deps,
        callerOf(viewer.viewer),
        {
          ...(email !== undefined ? { email } : {}),
          ...(phone !== undefined ? { phone } : {}),
          ...(current_password !== undefined ? { currentPassword: current_password } : {}),
          ...(new_password !== undefined ? { newPassword: new_password } : {}),
        },
        client(c),
      ),
    );
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "CurrentPasswordRequired" }, () => fieldError(c, "current_password", M.currentPasswordRequired))
      .with({ _tag: "CurrentPasswordWrong" }, () => fieldError(c, "current_password", M.currentPasswordWrong))
      .with({ _tag: "EmailTaken" }, () => fieldError(c, "email", M.emailTaken))
      .with({ _tag: "TooManyAttempts" }, (failure) => tooMany(c, failure, M.tooManyLogins))
      .with({ _tag: "AccountNotFound" }, () => sessionInvalid(c))
      .with({ _tag: "HasherBusy" }, () => hasherBusy(c))
      .exhaustive();
  });

  return app;
}
