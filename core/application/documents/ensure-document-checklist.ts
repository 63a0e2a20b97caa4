import { Effect } from "effect";
import { applicationChecklist } from "../../domain/course-application/application-checklist";
import type { DocumentsDeps } from "./documents-deps";

/**
 * Stores the checklist of a booking: the standard documents and the base's own (docs/adr/052), or a course's (ADR
 * 059). Idempotent: the
 * documents a booking already has are left as they are, so it runs when a booking is created and before any read.
 */
export const ensureDocumentChecklist = (
  { documents }: Pick<DocumentsDeps, "documents">,
  booking_id: number,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const source = yield* Effect.promise(() => documents.checklistSource(booking_id));
    yield* Effect.promise(() => documents.ensure(booking_id, applicationChecklist(source)));
  });
