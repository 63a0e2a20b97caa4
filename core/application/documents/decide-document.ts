import { Effect } from "effect";
import type { DocumentCommand } from "../../domain/documents/document-command";
import { documentTransition } from "../../domain/documents/document-transition";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ApplicationDocument } from "./application-document";
import { documentAfterMove } from "./document-after-move";
import type { DocumentsDeps, DocumentViewer } from "./documents-deps";
import { movableDocument } from "./movable-document";
import type { MoveDocumentError } from "./prepare-document";

export type DocumentDecision =
  { readonly decision: "accept" } | { readonly decision: "reject"; readonly remark: string };

/**
 * Staff accept an uploaded document or reject an uploaded or accepted one with a remark (back to needed); the
 * applicant is told through the notifier and the decision is audited (ADR 057). The viewer must be staff: the
 * pipeline refuses the applicant's own decision.
 */
export const decideDocument = (
  deps: DocumentsDeps,
  viewer: DocumentViewer,
  booking_id: number,
  document_id: number,
  decision: DocumentDecision,
  now: Date,
): Effect.Effect<ApplicationDocument, MoveDocumentError> =>
  Effect.gen(function* () {
    const { actor, state, stored, booking } = yield* movableDocument(deps, viewer, booking_id, document_id);
    const command: DocumentCommand =
      decision.decision === "accept" ? { _tag: "Accept" } : { _tag: "Reject", remark: decision.remark };
    const moved = yield* fromDomainResult(documentTransition(state, command, actor));
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
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: viewer.user_id,
        action: "document.decide",
        subject_type: "document",
        subject_id: document_id,
        booking_id,
        before: { title: stored.title, stage: state.stage },
        after: { title: stored.title, stage: moved.stage, remark: moved.remark },
        at: now,
      }),
    );
    yield* Effect.promise(() =>
      deps.notifier.notify({
        _tag: "DocumentReviewed",
        booking_id,
        user_id: booking.user_id,
        document_title: stored.title,
        decision: decision.decision === "accept" ? "accepted" : "rejected",
        remark: moved.remark,
      }),
    );
    return yield* documentAfterMove(deps, booking_id, document_id);
  });
