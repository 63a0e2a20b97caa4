import { Result } from "effect";
import { Hono } from "hono";
import { match, P } from "ts-pattern";
import { AUTH_MESSAGES } from "../../adapters/http/contract/auth-messages";
import { AVATAR_MESSAGES as M } from "../../adapters/http/contract/avatar-messages";
import { AVATAR_ROUTES } from "../../adapters/http/contract/avatar.contract";
import { removeAvatar } from "../../core/application/auth/remove-avatar";
import { type UploadAvatarDeps, uploadAvatar } from "../../core/application/auth/upload-avatar";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { MAX_AVATAR_BYTES } from "../../core/domain/image/avatar-upload-check";
import { apiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { type ImageUpload, mountImageUpload, refuseImage } from "../http/image-upload";
import { requireViewer } from "../http/viewer";

export type AvatarRoutesDeps = UploadAvatarDeps;

/** The avatar's file: the `avatar` field, at most 5 MB. */
const AVATAR_UPLOAD: ImageUpload<"avatar"> = {
  route: AVATAR_ROUTES.uploadAvatar,
  field: "avatar",
  maxBytes: MAX_AVATAR_BYTES,
  messages: M,
};

/**
 * POST /api/auth/me/avatar (ADR 047): the signed-in user's new avatar. A body over the limit is stopped unread, and
 * every refused file (too large, not an image, a GIF, undecodable) is a 422 at the `avatar` field with nothing stored.
 * POST /api/auth/me/avatar/delete takes the avatar away and deletes the user's own file.
 */
export function avatarRoutes(deps: AvatarRoutesDeps) {
  const app = new Hono<AppEnv>();
  for (const path of ["/auth/me/avatar", "/auth/me/avatar/delete"]) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", "no-store");
    });
  }
  mountRoute(app, AVATAR_ROUTES.removeAvatar, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const result = await runUseCase(
      removeAvatar(deps, { userId: viewer.viewer.userId, sessionId: viewer.viewer.sessionId }),
    );
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, AUTH_MESSAGES.sessionInvalid))
      .exhaustive();
  });
  return mountImageUpload(app, AVATAR_UPLOAD, async (c, viewer, image) => {
    const result = await runUseCase(uploadAvatar(deps, { userId: viewer.userId, sessionId: viewer.sessionId }, image));
    if (Result.isSuccess(result)) return c.json(result.success, 200);
    return match(result.failure)
      .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, AUTH_MESSAGES.sessionInvalid))
      .with({ _tag: P.union("Empty", "TooLarge", "NotAnImage", "UnsupportedImage", "Undecodable") }, (rejection) =>
        refuseImage(c, AVATAR_UPLOAD, rejection),
      )
      .exhaustive();
  });
}
