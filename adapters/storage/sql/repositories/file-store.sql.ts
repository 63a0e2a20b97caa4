import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { parseUploadFileName, type UploadFileName } from "../../../../core/domain/image/upload-file-name";
import type { FileStore, NamedFileStore, OpenedFile, StoredFile } from "../../../../core/ports/file-store.port";
import type { Database } from "../database";
import { storedFiles } from "../schema";

const EXTENSION = /^[a-z0-9]{1,8}$/;
/** Chunks handed to the HTTP answer: the bytes are read whole (at most 10 MB a file), then sent in slices. */
const SLICE = 256 * 1024;

/** Which files a store holds: what /uploads/ serves, or application documents (ADR 052), never mixed. */
export type FileBucket = "public" | "private";

/**
 * Uploaded and seeded files in the table stored_files (ADR 073), so that every server process on one PostgreSQL
 * reads what any of them stored; the local disk stays the embedded database's store. Names are made and checked as
 * the local store's are (24 random hex characters and the extension; the site's own names through `put`). A row is
 * written in one statement, so a reader never sees half a file, and `put` replaces in place.
 */
export function sqlFileStore(db: Database, bucket: FileBucket): FileStore & NamedFileStore {
  const write = async (filename: UploadFileName, bytes: Uint8Array): Promise<StoredFile> => {
    const stored = { filename, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
    await db
      .insert(storedFiles)
      .values({ bucket, filename, bytes, size: stored.size, sha256: stored.sha256 })
      .onConflictDoUpdate({
        target: [storedFiles.bucket, storedFiles.filename],
        set: { bytes, size: stored.size, sha256: stored.sha256, created_at: new Date() },
      });
    return stored;
  };
  const where = (filename: UploadFileName) => and(eq(storedFiles.bucket, bucket), eq(storedFiles.filename, filename));

  return {
    async save(bytes, extension) {
      if (!EXTENSION.test(extension)) throw new Error(`Unsafe extension: ${JSON.stringify(extension)}`);
      const parsed = parseUploadFileName(`${randomBytes(12).toString("hex")}.${extension}`);
      if (!parsed.ok) throw new Error(parsed.error._tag);
      return write(parsed.value, bytes);
    },
    async put(filename, bytes) {
      const parsed = parseUploadFileName(filename);
      if (!parsed.ok) throw new Error(`Unsafe file name (${parsed.error._tag})`);
      return write(parsed.value, bytes);
    },
    async open(filename): Promise<OpenedFile | null> {
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(where(filename));
      if (row === undefined) return null;
      const bytes = new Uint8Array(row.bytes);
      return {
        size: bytes.length,
        chunks: (async function* () {
          for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
        })(),
      };
    },
    async remove(filename) {
      await db.delete(storedFiles).where(where(filename));
    },
  };
}
