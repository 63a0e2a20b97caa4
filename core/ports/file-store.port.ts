import type { UploadFileName } from "../domain/image/upload-file-name";

export type StoredFile = Readonly<{ filename: UploadFileName; size: number; sha256: string }>;

export type OpenedFile = Readonly<{ size: number; chunks: AsyncIterable<Uint8Array> }>;

/** Bytes of uploaded files, each under a fresh random name laid out as /uploads/{chunks}/{filename}. */
export interface FileStore {
  /** Stores the bytes under a new random name with this extension (lower-case letters and digits). */
  save(bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** The file's content as a stream of chunks, or null when there is no such file. */
  open(filename: UploadFileName): Promise<OpenedFile | null>;
  /** Deletes the file; a missing file is not an error. */
  remove(filename: UploadFileName): Promise<void>;
}

/**
 * Files the site names itself (seeded and editorial artwork). Kept apart from FileStore, so that code handling a
 * person's upload is never given a way to choose the stored name.
 */
export interface NamedFileStore {
  /** Stores the bytes under exactly this name, replacing a file of that name in one step. */
  put(filename: UploadFileName, bytes: Uint8Array): Promise<StoredFile>;
  /** The file's content as a stream of chunks, or null when there is no such file. */
  open(filename: UploadFileName): Promise<OpenedFile | null>;
}
