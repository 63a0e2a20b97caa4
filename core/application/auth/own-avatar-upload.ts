import { parseUploadFileName } from "../../domain/image/upload-file-name";
import type { FileStore } from "../../ports/file-store.port";
import type { UploadRepository } from "../../ports/upload-repository.port";

type Stores = Readonly<{ uploads: UploadRepository; files: FileStore }>;

/**
 * Removes an avatar file and its upload record when it is this user's own upload (never a seeded or shared picture,
 * nor a file attached to a form). A missing record or file is not an error.
 */
export const removeOwnAvatarUpload = async (deps: Stores, userId: number, filename: string | null): Promise<void> => {
  const parsed = filename === null ? null : parseUploadFileName(filename);
  if (parsed === null || !parsed.ok) return;
  const upload = await deps.uploads.findByFilename(parsed.value);
  if (upload === null || upload.userId !== userId || upload.attachedToForm) return;
  await deps.uploads.remove(upload.id).catch(() => undefined);
  await deps.files.remove(parsed.value).catch(() => undefined);
};
