import { Effect } from "effect";
import { checkCommentImage, COMMENT_IMAGE_MAX_SIDE } from "../../domain/comments/comment-image";
import type { ImageUploadCheck } from "../../domain/image/image-upload-check";
import { uploadUrl } from "../../domain/image/upload-url";
import { webpUploadName } from "../../domain/image/webp-upload-name";
import type { Clock } from "../../ports/clock.port";
import type { FileStore } from "../../ports/file-store.port";
import type { ImageEncoder } from "../../ports/image-encoder.port";
import type { Upload, UploadRepository } from "../../ports/upload-repository.port";

export type AttachCommentImageDeps = Readonly<{
  clock: Clock;
  uploads: UploadRepository;
  files: FileStore;
  images: ImageEncoder;
}>;

/** The picture as sent: its bytes and the name the sender gave it (kept for the record only). */
export type CommentImageFile = Readonly<{ bytes: Uint8Array; originalName: string }>;

/** The stored picture: its upload id (a comment's `attachment_id`) and where it is served. */
export type CommentAttachment = { readonly id: number; readonly url: string };

export type CommentImageRejection = Exclude<ImageUploadCheck, { _tag: "Accepted" }> | { readonly _tag: "Undecodable" };

const WEBP_MIME = "image/webp";

/**
 * A picture for a comment (ADR 061): checked (at most 8 MB, JPEG, PNG or WebP by its leading bytes), decoded and
 * re-encoded as a WebP of at most 1600 px on its longest side, upright and without metadata, and stored as the
 * user's own upload, which only they may then attach to a comment. Nothing is stored for a refused file.
 */
export const attachCommentImage = (
  deps: AttachCommentImageDeps,
  user_id: number,
  file: CommentImageFile,
): Effect.Effect<CommentAttachment, CommentImageRejection> =>
  Effect.gen(function* () {
    const check = checkCommentImage(file.bytes);
    if (check._tag !== "Accepted") return yield* Effect.fail(check);
    const encoded = yield* Effect.promise(() => deps.images.fitWebp(file.bytes, check.kind, COMMENT_IMAGE_MAX_SIDE));
    if (encoded === null) return yield* Effect.fail({ _tag: "Undecodable" } as const);
    const upload = yield* Effect.promise(() => storeWebp(deps, user_id, encoded.bytes, file.originalName));
    return { id: upload.id, url: uploadUrl(upload.filename) };
  });

/** Stores the WebP and its record; removes the file again when the record cannot be written. */
const storeWebp = async (
  deps: AttachCommentImageDeps,
  userId: number,
  webp: Uint8Array,
  originalName: string,
): Promise<Upload> => {
  const stored = await deps.files.save(webp, "webp");
  try {
    return await deps.uploads.add({
      filename: stored.filename,
      originalName: webpUploadName(originalName) || stored.filename,
      mime: WEBP_MIME,
      size: stored.size,
      sha256: stored.sha256,
      userId,
      createdAt: deps.clock.now(),
    });
  } catch (defect) {
    await deps.files.remove(stored.filename).catch(() => undefined);
    throw defect;
  }
};
