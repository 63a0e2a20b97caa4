import { Result } from "effect";
import { Hono } from "hono";
import { match } from "ts-pattern";
import { AUTH_MESSAGES as M } from "../../adapters/http/contract/auth-messages";
import { AUTH_ROUTES, detachSocialBodySchema } from "../../adapters/http/contract/auth.contract";
import type { AuthDeps } from "../../core/application/auth/auth-deps";
import { detachSocial } from "../../core/application/auth/detach-social";
import { socialProviderSchema } from "../../core/domain/user/social-provider";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { objectBody } from "../http/object-body";
import { parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { mountRoute } from "../http/contract-route";

/** Social network links of the signed-in user (under /connect). */
export function connectRoutes(deps: Pick<AuthDeps, "users" | "sessions" | "clock">) {
  const app = new Hono<AppEnv>();
  app.use("/connect/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  mountRoute(app, AUTH_ROUTES.detachSocial, async (c) => {
    const provider = socialProviderSchema.safeParse(c.req.param("provider"));
    if (!provider.success) return apiError(c, 404, "Не найдено.");
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const input = parseWith(detachSocialBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    if (input.value.provider !== undefined && input.value.provider !== provider.data) {
      return validationFailed(c, { provider: [M.providerMismatch] });
    }
    const caller = { userId: viewer.viewer.userId, sessionId: viewer.viewer.sessionId };
    const result = await runUseCase(
      detachSocial(deps, caller, { provider: provider.data, social_id: input.value.social_id }),
    );
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "NotLinked" }, () => apiError(c, 404, M.notLinked))
      .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, M.sessionInvalid))
      .exhaustive();
  });

  return app;
}
