import { Result } from "effect";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { COMMENT_ATTACHMENT_MESSAGES as M } from "../../adapters/http/contract/comment-attachment-messages";
import { COMMENTS_ROUTES } from "../../adapters/http/contract/comments.contract";
import {
  type AttachCommentImageDeps,
  attachCommentImage,
  type CommentImageRejection,
} from "../../core/application/comments/attach-comment-image";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { MAX_COMMENT_IMAGE_BYTES } from "../../core/domain/comments/comment-image";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { multipartEntries } from "../http/multipart-entries";
import { parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";

export type CommentAttachmentDeps = AttachCommentImageDeps;

/** Room for the multipart framing and the file's part headers around a file of the largest accepted size. */
const MULTIPART_MAX_BYTES = MAX_COMMENT_IMAGE_BYTES + 64 * 1024;

const refuse = (c: Context, message: string) => validationFailed(c, { image: [message] });

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/ru/v1/comments/attachment (ADR 061): a picture for the signed-in user's next comment or edit. The caller
 * is checked before the body is read; a body over the limit is stopped unread, and every refused file (too large,
 * not an image, a GIF, undecodable) is a 422 at the `image` field with nothing stored.
 */
export function commentAttachmentRoutes(deps: CommentAttachmentDeps) {
  const app = new Hono<AppEnv>();
  return mountRoute(
    app,
    COMMENTS_ROUTES.commentAttachment,
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
      const parsed = parseWith(COMMENTS_ROUTES.commentAttachment.request.body, form ? multipartEntries(form) : {});
      if (!parsed.ok) return validationFailed(c, parsed.errors);
      const { image } = parsed.value;
      const result = await runUseCase(
        attachCommentImage(deps, viewer.viewer.userId, {
          bytes: new Uint8Array(await image.arrayBuffer()),
          originalName: image.name,
        }),
      );
      if (Result.isSuccess(result)) return c.json(result.success, 201, NO_STORE);
      return match<CommentImageRejection, Response>(result.failure)
        .with({ _tag: "Empty" }, () => refuse(c, M.missing))
        .with({ _tag: "TooLarge" }, () => refuse(c, M.tooLarge))
        .with({ _tag: "NotAnImage" }, () => refuse(c, M.notAnImage))
        .with({ _tag: "UnsupportedImage" }, () => refuse(c, M.gif))
        .with({ _tag: "Undecodable" }, () => refuse(c, M.undecodable))
        .exhaustive();
    },
  );
}
