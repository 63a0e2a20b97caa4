import { Effect } from "effect";
import { isDocumentKind } from "../../domain/documents/document-kind";
import { isDocumentStage } from "../../domain/documents/document-stage";
import type { DocumentState } from "../../domain/documents/document-transition";
import type { StoredDocument } from "../../ports/booking-document-repository.port";
import { type BookingAccess, type BookingNotFound, bookingAccess } from "./document-access";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";

/** No such document in this booking. */
export type DocumentNotFound = { readonly _tag: "DocumentNotFound"; readonly id: number };

/** A stored kind or stage the pipeline does not know: the document cannot move. */
export type UnreadableDocument = { readonly _tag: "UnreadableDocument"; readonly kind: string; readonly stage: string };

/** The document changed between reading and writing it; nothing was changed. */
export type DocumentChanged = { readonly _tag: "DocumentChanged"; readonly id: number };

export type MovableDocument = BookingAccess & { readonly stored: StoredDocument; readonly state: DocumentState };

/** The booking (as the viewer may act on it) and the document read for the pipeline. */
export const movableDocument = (
  deps: Pick<DocumentsDeps, "bookings" | "documents">,
  viewer: DocumentViewer,
  booking_id: number,
  document_id: number,
): Effect.Effect<MovableDocument, BookingNotFound | DocumentNotFound | UnreadableDocument> =>
  Effect.gen(function* () {
    const access = yield* bookingAccess(deps.bookings, viewer, booking_id);
    const stored = yield* Effect.promise(() => deps.documents.find(booking_id, document_id));
    if (stored === null) return yield* Effect.fail({ _tag: "DocumentNotFound", id: document_id } as const);
    const { kind, stage, remark } = stored;
    if (!isDocumentKind(kind) || !isDocumentStage(stage)) {
      return yield* Effect.fail({ _tag: "UnreadableDocument", kind, stage } as const);
    }
    return { ...access, stored, state: { kind, stage, remark } };
  });
