import { Result } from "effect";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { AUTH_MESSAGES } from "../../adapters/http/contract/auth-messages";
import { AVATAR_MESSAGES as M } from "../../adapters/http/contract/avatar-messages";
import { AVATAR_ROUTES } from "../../adapters/http/contract/avatar.contract";
import { removeAvatar } from "../../core/application/auth/remove-avatar";
import { type AvatarRejection, type UploadAvatarDeps, uploadAvatar } from "../../core/application/auth/upload-avatar";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { MAX_AVATAR_BYTES } from "../../core/domain/image/avatar-upload-check";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { multipartEntries } from "../http/multipart-entries";
import { parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";

export type AvatarRoutesDeps = UploadAvatarDeps;

/** Room for the multipart framing and the file's part headers around a file of the largest accepted size. */
const MULTIPART_MAX_BYTES = MAX_AVATAR_BYTES + 64 * 1024;

const refuse = (c: Context, message: string) => validationFailed(c, { avatar: [message] });

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
  return mountRoute(
    app,
    AVATAR_ROUTES.uploadAvatar,
    async (c, next) => {
      const viewer = requireViewer(c);
      if ("response" in viewer) return viewer.response;
      await next();
    },
    bodyLimit({ maxSize: MULTIPART_MAX_BYTES, onError: (c) => refuse(c, M.tooLarge) }),
    async (c) => {
      const viewer = requireViewer(c);
      if ("response" in viewer) return viewer.response;
      const type = c.req.header("content-type") ?? "";
      const form = type.includes("multipart/form-data") ? await c.req.formData().catch(() => null) : null;
      const parsed = parseWith(AVATAR_ROUTES.uploadAvatar.request.body, form ? multipartEntries(form) : {});
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const { avatar } = parsed.value;
      const result = await runUseCase(
        uploadAvatar(
          deps,
          { userId: viewer.viewer.userId, sessionId: viewer.viewer.sessionId },
          { bytes: new Uint8Array(await avatar.arrayBuffer()), originalName: avatar.name },
        ),
      );
      if (Result.isSuccess(result)) return c.json(result.success, 200);
      return match<AvatarRejection, Response>(result.failure)
        .with({ _tag: "Empty" }, () => refuse(c, M.missing))
        .with({ _tag: "TooLarge" }, () => refuse(c, M.tooLarge))
        .with({ _tag: "NotAnImage" }, () => refuse(c, M.notAnImage))
        .with({ _tag: "UnsupportedImage" }, () => refuse(c, M.gif))
        .with({ _tag: "Undecodable" }, () => refuse(c, M.undecodable))
        .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, AUTH_MESSAGES.sessionInvalid))
        .exhaustive();
    },
  );
}
