import { createHash, randomBytes } from "node:crypto";
import { parseUploadFileName, type UploadFileName } from "../../../core/domain/image/upload-file-name";
import type { FileStore, NamedFileStore, OpenedFile, StoredFile } from "../../../core/ports/file-store.port";

const EXTENSION = /^[a-z0-9]{1,8}$/;

/** Files in memory, named like the local store's (24 hex characters and the extension). */
export function memoryFileStore(): FileStore & NamedFileStore {
  const files = new Map<string, Uint8Array>();
  const write = (filename: UploadFileName, bytes: Uint8Array): StoredFile => {
    files.set(filename, new Uint8Array(bytes));
    return { filename, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  };
  return {
    async save(bytes: Uint8Array, extension: string): Promise<StoredFile> {
      if (!EXTENSION.test(extension)) throw new Error(`Unsafe extension: ${JSON.stringify(extension)}`);
      const parsed = parseUploadFileName(`${randomBytes(12).toString("hex")}.${extension}`);
      if (!parsed.ok) throw new Error(parsed.error._tag);
      return write(parsed.value, bytes);
    },
    async put(filename: UploadFileName, bytes: Uint8Array): Promise<StoredFile> {
      const parsed = parseUploadFileName(filename);
      if (!parsed.ok) throw new Error(`Unsafe file name (${parsed.error._tag})`);
      return write(parsed.value, bytes);
    },
    async open(filename: UploadFileName): Promise<OpenedFile | null> {
      const bytes = files.get(filename);
      if (!bytes) return null;
      const copy = new Uint8Array(bytes);
      return {
        size: copy.length,
        chunks: (async function* () {
          yield copy;
        })(),
      };
    },
    async remove(filename: UploadFileName): Promise<void> {
      files.delete(filename);
    },
  };
}
