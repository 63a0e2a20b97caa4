import { localFileStore } from "../adapters/storage/files/local-file-store";
import type { Database, DatabaseHandle } from "../adapters/storage/sql/database";
import { type FileBucket, sqlFileStore } from "../adapters/storage/sql/repositories/file-store.sql";
import type { FileStore, NamedFileStore } from "../core/ports/file-store.port";

/**
 * Where uploaded files live (ADR 073): in the database on PostgreSQL, so that every server process serves what any
 * of them stored; under DATA_DIR on the embedded database (one process). `public` holds what /uploads/ serves (form
 * documents there keep their own access rule), `private` the application documents (Config's uploadsDir and
 * privateFilesDir on the disk).
 */
export function fileStoreFor(
  where: Readonly<{ engine: DatabaseHandle["engine"]; db: Database }>,
  bucket: FileBucket,
  /** The folder on the embedded database: DATA_DIR/uploads for `public`, PRIVATE_FILES_DIR for `private`. */
  localDir: string,
): FileStore & NamedFileStore {
  return where.engine === "postgres" ? sqlFileStore(where.db, bucket) : localFileStore(localDir);
}
