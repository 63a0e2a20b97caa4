import { Effect } from "effect";
import { mandatoryDocumentsIn } from "../../domain/documents/mandatory-documents";
import { type ApplicationDocument, applicationDocument } from "./application-document";
import { type BookingNotFound, bookingAccess } from "./document-access";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";
import { ensureDocumentChecklist } from "./ensure-document-checklist";

/** The documents of an application with how many mandatory ones are in. */
export type ApplicationDocuments = {
  readonly booking_id: number;
  readonly mandatory_total: number;
  readonly mandatory_done: number;
  readonly documents: readonly ApplicationDocument[];
};

/** The checklist of the viewer's application (or any, for staff); the checklist is made first if it is missing. */
export const listDocuments = (
  deps: DocumentsDeps,
  viewer: DocumentViewer,
  booking_id: number,
): Effect.Effect<ApplicationDocuments, BookingNotFound> =>
  Effect.gen(function* () {
    yield* bookingAccess(deps.bookings, viewer, booking_id);
    yield* ensureDocumentChecklist(deps, booking_id);
    const [stored, events] = yield* Effect.promise(() =>
      Promise.all([deps.documents.list(booking_id), deps.documents.events(booking_id)]),
    );
    const gate = mandatoryDocumentsIn(stored);
    return {
      booking_id,
      mandatory_total: gate.total,
      mandatory_done: gate.done,
      documents: stored.map((doc) => applicationDocument(doc, events)),
    };
  });
