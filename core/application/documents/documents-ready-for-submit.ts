import { Effect } from "effect";
import { mandatoryDocumentsIn } from "../../domain/documents/mandatory-documents";
import type { DocumentsDeps } from "./documents-deps";
import { ensureDocumentChecklist } from "./ensure-document-checklist";

/** A mandatory document that is not uploaded yet. */
export type MissingDocument = { readonly id: number; readonly kind: string; readonly title: string };

export type DocumentsReadiness = {
  readonly ready: boolean;
  readonly total: number;
  readonly done: number;
  readonly missing: readonly MissingDocument[];
};

/**
 * Whether the booking may be sent for checking: every mandatory document uploaded or accepted. For the submit and
 * resubmit gate of move-booking; the caller has already checked who may move the booking.
 */
export const documentsReadyForSubmit = (
  deps: Pick<DocumentsDeps, "documents">,
  booking_id: number,
): Effect.Effect<DocumentsReadiness> =>
  Effect.gen(function* () {
    yield* ensureDocumentChecklist(deps, booking_id);
    const gate = mandatoryDocumentsIn(yield* Effect.promise(() => deps.documents.list(booking_id)));
    return {
      ready: gate.ready,
      total: gate.total,
      done: gate.done,
      missing: gate.missing.map(({ id, kind, title }) => ({ id, kind, title })),
    };
  });
