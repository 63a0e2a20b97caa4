import { Effect } from "effect";
import type { PreparationStep } from "../../domain/documents/document-stage";
import { documentTransition } from "../../domain/documents/document-transition";
import type { DocumentTransitionError } from "../../domain/documents/document-transition.errors";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ApplicationDocument } from "./application-document";
import { documentAfterMove } from "./document-after-move";
import type { BookingNotFound } from "./document-access";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";
import {
  type DocumentChanged,
  type DocumentNotFound,
  movableDocument,
  type UnreadableDocument,
} from "./movable-document";

export type MoveDocumentError =
  BookingNotFound | DocumentNotFound | UnreadableDocument | DocumentTransitionError | DocumentChanged;

/** The applicant marks a preparation step done (translation ordered, notarised, apostilled); steps may be skipped. */
export const prepareDocument = (
  deps: Pick<DocumentsDeps, "bookings" | "documents">,
  viewer: DocumentViewer,
  booking_id: number,
  document_id: number,
  step: PreparationStep,
  now: Date,
): Effect.Effect<ApplicationDocument, MoveDocumentError> =>
  Effect.gen(function* () {
    const { actor, state } = yield* movableDocument(deps, viewer, booking_id, document_id);
    const moved = yield* fromDomainResult(documentTransition(state, { _tag: "Prepare", step }, actor));
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
        file: null,
      }),
    );
    if (!outcome.moved) return yield* Effect.fail({ _tag: "DocumentChanged", id: document_id } as const);
    return yield* documentAfterMove(deps, booking_id, document_id);
  });
