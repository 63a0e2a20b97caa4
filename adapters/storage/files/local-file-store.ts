import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseUploadFileName, type UploadFileName } from "../../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../../core/domain/image/upload-path-chunks";
import type { FileStore, NamedFileStore, OpenedFile, StoredFile } from "../../../core/ports/file-store.port";

const EXTENSION = /^[a-z0-9]{1,8}$/;
/** 96 random bits as 24 hex characters: eight 3-character folders, the spec's URL shape. */
const NAME_BYTES = 12;

const isMissing = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";

/** A concurrent remove may drop a just-made empty folder: make it again once. */
async function moveIntoPlace(tmp: string, dir: string, filename: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(dir, { recursive: true, mode: 0o750 });
    try {
      await rename(tmp, join(dir, filename));
      return;
    } catch (error) {
      if (!isMissing(error) || attempt >= 2) throw error;
    }
  }
}

/**
 * Uploaded files on the local disk under `root` (DATA_DIR/uploads): `{root}/{chunks}/{filename}`, the same layout as
 * the URL. Paths are built only from names checked by parseUploadFileName (this store's random ones, or the site's own
 * through `put`), never from request text. A file is written to `{root}/.tmp` first and renamed into place, so a
 * half-written file is never served and `put` replaces a file in one step. Nothing touches the disk until the first
 * write.
 */
export function localFileStore(root: string): FileStore & NamedFileStore {
  const base = resolve(root);
  const dirOf = (filename: UploadFileName) => join(base, ...uploadPathChunks(filename));

  /** Writes under a private temporary name, then renames into place. */
  const write = async (filename: UploadFileName, bytes: Uint8Array): Promise<StoredFile> => {
    const tmpDir = join(base, ".tmp");
    const tmp = join(tmpDir, `${filename}.${randomBytes(6).toString("hex")}.part`);
    await mkdir(tmpDir, { recursive: true, mode: 0o750 });
    await writeFile(tmp, bytes, { flag: "wx", mode: 0o640 });
    try {
      await moveIntoPlace(tmp, dirOf(filename), filename);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { filename, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  };

  return {
    async save(bytes: Uint8Array, extension: string): Promise<StoredFile> {
      if (!EXTENSION.test(extension)) throw new Error(`Unsafe extension: ${JSON.stringify(extension)}`);
      const parsed = parseUploadFileName(`${randomBytes(NAME_BYTES).toString("hex")}.${extension}`);
      if (!parsed.ok) throw new Error(parsed.error._tag);
      return write(parsed.value, bytes);
    },

    async put(filename: UploadFileName, bytes: Uint8Array): Promise<StoredFile> {
      const parsed = parseUploadFileName(filename);
      if (!parsed.ok) throw new Error(`Unsafe file name (${parsed.error._tag})`);
      return write(parsed.value, bytes);
    },

    async open(filename: UploadFileName): Promise<OpenedFile | null> {
      const path = join(dirOf(filename), filename);
      const info = await stat(path).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return { size: info.size, chunks: createReadStream(path) };
    },

    async remove(filename: UploadFileName): Promise<void> {
      await rm(join(dirOf(filename), filename), { force: true });
      // Drop the folders the file leaves empty, deepest first; stop at the first one still in use.
      const chunks = uploadPathChunks(filename);
      for (let depth = chunks.length; depth > 0; depth--) {
        try {
          await rmdir(join(base, ...chunks.slice(0, depth)));
        } catch {
          return;
        }
      }
    },
  };
}
