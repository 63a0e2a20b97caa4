import { Effect } from "effect";
import { type AvatarUploadCheck, checkAvatarUpload } from "../../domain/image/avatar-upload-check";
import { AVATAR_WIDTH } from "../../domain/image/avatar-size";
import { webpUploadName } from "../../domain/image/webp-upload-name";
import type { User } from "../../domain/user/user";
import type { FileStore } from "../../ports/file-store.port";
import type { ImageEncoder } from "../../ports/image-encoder.port";
import type { UploadRepository } from "../../ports/upload-repository.port";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";
import { removeOwnAvatarUpload } from "./own-avatar-upload";

export type UploadAvatarDeps = Pick<AuthDeps, "users" | "sessions" | "clock"> &
  Readonly<{ uploads: UploadRepository; files: FileStore; images: ImageEncoder }>;

/** The file as sent: its bytes and the name the sender gave it (kept for the record only). */
export type AvatarFile = Readonly<{ bytes: Uint8Array; originalName: string }>;

export type AvatarRejection =
  Exclude<AvatarUploadCheck, { _tag: "Accepted" }> | { readonly _tag: "Undecodable" } | AccountNotFound;

const WEBP_MIME = "image/webp";

/**
 * A new avatar for the caller: the file is checked (at most 5 MB, JPEG, PNG or WebP by its leading bytes), decoded
 * and re-encoded as a square WebP of AVATAR_WIDTH px without metadata, stored with its upload record, and the
 * account points at it. Nothing is stored for a refused file; if a record cannot be written, what was stored is
 * removed again. The previous avatar (the caller's own upload) is removed once the new one is in place.
 */
export const uploadAvatar = (
  deps: UploadAvatarDeps,
  caller: Caller,
  file: AvatarFile,
): Effect.Effect<User, AvatarRejection> =>
  Effect.gen(function* () {
    const check = checkAvatarUpload(file.bytes);
    if (check._tag !== "Accepted") return yield* Effect.fail(check);
    const account = yield* Effect.promise(() => deps.users.findById(caller.userId));
    if (!account) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    const encoded = yield* Effect.promise(() => deps.images.squareWebp(file.bytes, check.kind, AVATAR_WIDTH));
    if (encoded === null) return yield* Effect.fail({ _tag: "Undecodable" } as const);
    const updated = yield* Effect.promise(() => storeAvatar(deps, caller.userId, encoded.bytes, file.originalName));
    if (!updated) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    yield* Effect.promise(() => removeOwnAvatarUpload(deps, caller.userId, account.avatarFilename));
    return yield* Effect.promise(() => userOfAccount(deps, updated, caller.sessionId));
  });

/** Stores the WebP, its record and the account's pointer; undoes the first two when a later step fails. */
const storeAvatar = async (deps: UploadAvatarDeps, userId: number, webp: Uint8Array, originalName: string) => {
  const now = deps.clock.now();
  const stored = await deps.files.save(webp, "webp");
  let uploadId: number | null = null;
  try {
    const upload = await deps.uploads.add({
      filename: stored.filename,
      originalName: webpUploadName(originalName) || stored.filename,
      mime: WEBP_MIME,
      size: stored.size,
      sha256: stored.sha256,
      userId,
      createdAt: now,
    });
    uploadId = upload.id;
    const updated = await deps.users.setAvatar(userId, stored.filename, now);
    if (!updated) await undo(deps, uploadId, stored.filename);
    return updated;
  } catch (defect) {
    await undo(deps, uploadId, stored.filename);
    throw defect;
  }
};

const undo = async (deps: UploadAvatarDeps, uploadId: number | null, filename: StoredName) => {
  if (uploadId !== null) await deps.uploads.remove(uploadId).catch(() => undefined);
  await deps.files.remove(filename).catch(() => undefined);
};

type StoredName = Parameters<FileStore["remove"]>[0];
