import { Effect } from "effect";
import type { OpenedFile } from "../../ports/file-store.port";
import { type BookingNotFound, bookingAccess } from "./document-access";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";

/** No such version of this document of this booking, or its bytes are gone. */
export type DocumentFileNotFound = { readonly _tag: "DocumentFileNotFound"; readonly id: number };

export type OpenedDocumentFile = OpenedFile & { readonly name: string; readonly content_type: string };

/** A stored version's bytes, for the application's owner and for staff only. */
export const openDocumentFile = (
  deps: Pick<DocumentsDeps, "bookings" | "documents" | "files">,
  viewer: DocumentViewer,
  booking_id: number,
  document_id: number,
  file_id: number,
): Effect.Effect<OpenedDocumentFile, BookingNotFound | DocumentFileNotFound> =>
  Effect.gen(function* () {
    yield* bookingAccess(deps.bookings, viewer, booking_id);
    const doc = yield* Effect.promise(() => deps.documents.find(booking_id, document_id));
    const file = doc?.files.find((f) => f.id === file_id);
    if (file === undefined) return yield* Effect.fail({ _tag: "DocumentFileNotFound", id: file_id } as const);
    const opened = yield* Effect.promise(() => deps.files.open(file.file_key));
    if (opened === null) return yield* Effect.fail({ _tag: "DocumentFileNotFound", id: file_id } as const);
    return { ...opened, name: file.original_name, content_type: file.content_type };
  });
