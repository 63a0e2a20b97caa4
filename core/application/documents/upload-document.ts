import { Effect } from "effect";
import { checkDocumentFile, DOCUMENT_FILE_TYPES } from "../../domain/documents/document-file-check";
import { documentDisplayName } from "../../domain/documents/document-display-name";
import { documentTransition } from "../../domain/documents/document-transition";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ApplicationDocument } from "./application-document";
import { documentAfterMove } from "./document-after-move";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";
import { movableDocument } from "./movable-document";
import type { MoveDocumentError } from "./prepare-document";

/** Why a file is not stored: empty, over 10 MB, or not a pdf, png or jpeg by its content. */
export type DocumentFileRejection =
  | { readonly _tag: "EmptyFile" }
  | { readonly _tag: "FileTooLarge"; readonly max_bytes: number }
  | { readonly _tag: "UnsupportedFileType" };

export type UploadDocumentError = MoveDocumentError | DocumentFileRejection;

export type DocumentUpload = { readonly bytes: Uint8Array; readonly original_name: string };

/**
 * The applicant uploads a file of a document: from needed, any preparation step, or as a new version of an
 * uploaded one. The type comes from the content, the name is kept only as a display name; the bytes go to the
 * private store, and are removed again when the move is refused.
 */
export const uploadDocument = (
  deps: Pick<DocumentsDeps, "bookings" | "documents" | "files">,
  viewer: DocumentViewer,
  booking_id: number,
  document_id: number,
  upload: DocumentUpload,
  now: Date,
): Effect.Effect<ApplicationDocument, UploadDocumentError> =>
  Effect.gen(function* () {
    const { actor, state } = yield* movableDocument(deps, viewer, booking_id, document_id);
    const moved = yield* fromDomainResult(documentTransition(state, { _tag: "Upload" }, actor));
    const check = checkDocumentFile(upload.bytes);
    if (check._tag === "Empty") return yield* Effect.fail({ _tag: "EmptyFile" } as const);
    if (check._tag === "TooLarge")
      return yield* Effect.fail({ _tag: "FileTooLarge", max_bytes: check.max_bytes } as const);
    if (check._tag === "UnsupportedType") return yield* Effect.fail({ _tag: "UnsupportedFileType" } as const);
    const type = DOCUMENT_FILE_TYPES[check.type];
    const saved = yield* Effect.promise(() => deps.files.save(upload.bytes, type.extension));
    const outcome = yield* Effect.promise(() =>
      deps.documents.move({
        booking_id,
        document_id,
        from: state.stage,
        to: moved.stage,
        remark: moved.remark,
        actor,
        actor_user_id: viewer.user_id,
        at: now,
        file: {
          file_key: saved.filename,
          original_name: documentDisplayName(upload.original_name, check.type),
          content_type: type.content_type,
          size: saved.size,
          sha256: saved.sha256,
          uploaded_by: viewer.user_id,
        },
      }),
    );
    if (!outcome.moved) {
      yield* Effect.promise(() => deps.files.remove(saved.filename));
      return yield* Effect.fail({ _tag: "DocumentChanged", id: document_id } as const);
    }
    return yield* documentAfterMove(deps, booking_id, document_id);
  });
