import type { UploadFileName } from "../domain/image/upload-file-name";

export type NewUpload = Readonly<{
  /** The stored name, as served under /uploads/{chunks}/{filename}. */
  filename: UploadFileName;
  /** The name the sender gave the file; shown in downloads only, never used as a path. */
  originalName: string;
  mime: string;
  size: number;
  /** SHA-256 of the content, hex. */
  sha256: string;
  /** The signed-in sender, if any. */
  userId: number | null;
  createdAt: Date;
}>;

export type Upload = NewUpload & Readonly<{ id: number }>;

/** An upload as the file server sees it: attached to a form submission, it is a private document. */
export type ServedUpload = Upload & Readonly<{ attachedToForm: boolean }>;

/** Records of uploaded files; the bytes themselves live in the FileStore. */
export interface UploadRepository {
  add(upload: NewUpload): Promise<Upload>;
  findByFilename(filename: UploadFileName): Promise<ServedUpload | null>;
  /** Forgets a record that no submission refers to (used to undo a failed save); unknown ids are ignored. */
  remove(id: number): Promise<void>;
}
