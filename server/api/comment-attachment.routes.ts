import { Result } from "effect";
import { Hono } from "hono";
import { COMMENT_ATTACHMENT_MESSAGES as M } from "../../adapters/http/contract/comment-attachment-messages";
import { COMMENTS_ROUTES } from "../../adapters/http/contract/comments.contract";
import { type AttachCommentImageDeps, attachCommentImage } from "../../core/application/comments/attach-comment-image";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { MAX_COMMENT_IMAGE_BYTES } from "../../core/domain/comments/comment-image";
import type { AppEnv } from "../http/app-env";
import { type ImageUpload, mountImageUpload, refuseImage } from "../http/image-upload";

export type CommentAttachmentDeps = AttachCommentImageDeps;

/** A comment's picture: the `image` field, at most 8 MB. */
const COMMENT_IMAGE_UPLOAD: ImageUpload<"image"> = {
  route: COMMENTS_ROUTES.commentAttachment,
  field: "image",
  maxBytes: MAX_COMMENT_IMAGE_BYTES,
  messages: M,
};

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/ru/v1/comments/attachment (ADR 061): a picture for the signed-in user's next comment or edit. The caller
 * is checked before the body is read; a body over the limit is stopped unread, and every refused file (too large,
 * not an image, a GIF, undecodable) is a 422 at the `image` field with nothing stored.
 */
export function commentAttachmentRoutes(deps: CommentAttachmentDeps) {
  const app = new Hono<AppEnv>();
  return mountImageUpload(app, COMMENT_IMAGE_UPLOAD, async (c, viewer, image) => {
    const result = await runUseCase(attachCommentImage(deps, viewer.userId, image));
    if (Result.isSuccess(result)) return c.json(result.success, 201, NO_STORE);
    return refuseImage(c, COMMENT_IMAGE_UPLOAD, result.failure);
  });
}
