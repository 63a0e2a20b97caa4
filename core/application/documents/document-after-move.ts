import { Effect } from "effect";
import { type ApplicationDocument, applicationDocument } from "./application-document";
import type { DocumentsDeps } from "./documents-deps";

/** The document as it stands after a move, with its stepper. */
export const documentAfterMove = (
  { documents }: Pick<DocumentsDeps, "documents">,
  booking_id: number,
  document_id: number,
): Effect.Effect<ApplicationDocument> =>
  Effect.gen(function* () {
    const [doc, events] = yield* Effect.promise(() =>
      Promise.all([documents.find(booking_id, document_id), documents.events(booking_id)]),
    );
    if (doc === null) return yield* Effect.die(new Error(`Document ${document_id} vanished while it was moved`));
    return applicationDocument(doc, events);
  });
