import { Effect } from "effect";
import { repeatWindowStart, submissionFingerprint } from "../../domain/leads/submission-fingerprint";
import type { UploadFileName } from "../../domain/image/upload-file-name";
import type { Clock } from "../../ports/clock.port";
import type { FileStore } from "../../ports/file-store.port";
import type {
  FormSubmissionRepository,
  SubmissionOrigin,
  SubmittedFields,
} from "../../ports/form-submission-repository.port";
import type { UploadRepository } from "../../ports/upload-repository.port";
import { type DocumentType, detectDocumentType, MAX_DOCUMENT_BYTES } from "./document-type";

export type SubmitDocumentDeps = Readonly<{
  submissions: FormSubmissionRepository;
  uploads: UploadRepository;
  files: FileStore;
  clock: Clock;
}>;

/** The save-doc form: the sent file, the other validated fields and where it came from. */
export type DocumentRequest = Readonly<{
  file: Readonly<{ bytes: Uint8Array; originalName: string }>;
  fields: SubmittedFields;
  origin: SubmissionOrigin;
  /** The client's Idempotency-Key for this submission attempt, when it sent a well-formed one. */
  idempotencyKey?: string | null;
}>;

export type DocumentRejection =
  | { readonly _tag: "MissingFile" }
  | { readonly _tag: "FileTooLarge"; readonly maxBytes: number }
  | { readonly _tag: "UnsupportedFileType" };

const MAX_ORIGINAL_NAME = 255;

/** The sender's file name as text to show: control characters and path parts dropped, at most 255 characters. */
export const displayFileName = (raw: string): string => {
  const base = raw.split(/[\\/]/).at(-1) ?? "";
  const clean = [...base.replace(/\p{Cc}/gu, "").trim()].slice(0, MAX_ORIGINAL_NAME).join("");
  return clean;
};

/**
 * Checks the document (present, at most 10 MB, a PDF, JPEG or PNG by its leading bytes), stores the bytes under a
 * fresh name, then the upload record and the submission that refers to it. If a record cannot be written, what was
 * already stored is removed again and the defect goes on to the caller.
 */
export const submitDocument = (
  deps: SubmitDocumentDeps,
  { file, fields, origin, idempotencyKey = null }: DocumentRequest,
): Effect.Effect<{ id: number; repeated: boolean }, DocumentRejection> =>
  Effect.gen(function* () {
    if (file.bytes.length === 0) return yield* Effect.fail({ _tag: "MissingFile" } as const);
    if (file.bytes.length > MAX_DOCUMENT_BYTES) {
      return yield* Effect.fail({ _tag: "FileTooLarge", maxBytes: MAX_DOCUMENT_BYTES } as const);
    }
    const type = detectDocumentType(file.bytes);
    if (type === null) return yield* Effect.fail({ _tag: "UnsupportedFileType" } as const);
    return yield* Effect.promise(() => storeDocument(deps, file, type, { fields, origin, idempotencyKey }));
  });

/**
 * Stores the checked bytes, the upload and the submission; a failed record write removes what was stored. A repeat
 * (the same document, contacts and page within the window, or the same Idempotency-Key) removes the copy it stored
 * and answers the first submission.
 */
const storeDocument = async (
  { submissions, uploads, files, clock }: SubmitDocumentDeps,
  file: DocumentRequest["file"],
  type: DocumentType,
  { fields, origin, idempotencyKey }: Required<Pick<DocumentRequest, "fields" | "origin" | "idempotencyKey">>,
): Promise<{ id: number; repeated: boolean }> => {
  const now = clock.now();
  const stored = await files.save(file.bytes, type.extension);
  let uploadId: number | null = null;
  try {
    const upload = await uploads.add({
      filename: stored.filename,
      originalName: displayFileName(file.originalName) || stored.filename,
      mime: type.mime,
      size: stored.size,
      sha256: stored.sha256,
      userId: origin.userId,
      createdAt: now,
    });
    uploadId = upload.id;
    const fingerprint = submissionFingerprint({
      kind: "save-doc",
      fields,
      pageUrl: origin.pageUrl,
      document: stored.sha256,
    });
    const saved = await submissions.addOnce(
      { kind: "save-doc", fields, origin, uploadId, createdAt: now },
      { fingerprint, idempotencyKey, since: repeatWindowStart(now) },
    );
    if (!saved.created) await discard(uploads, files, uploadId, stored.filename);
    return { id: saved.submission.id, repeated: !saved.created };
  } catch (defect) {
    await discard(uploads, files, uploadId, stored.filename);
    throw defect;
  }
};

/** Removes a stored copy again: its upload record (when one was written) and its file; failures are left behind. */
const discard = async (
  uploads: UploadRepository,
  files: FileStore,
  uploadId: number | null,
  filename: UploadFileName,
) => {
  if (uploadId !== null) await uploads.remove(uploadId).catch(() => undefined);
  await files.remove(filename).catch(() => undefined);
};
