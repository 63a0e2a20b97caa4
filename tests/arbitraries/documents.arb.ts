import fc from "fast-check";
import type { DocumentActor, DocumentCommand } from "../../core/domain/documents/document-command";
import { type DocumentKind, STANDARD_DOCUMENT_KINDS } from "../../core/domain/documents/document-kind";
import { DOCUMENT_STAGES, PREPARATION_STEPS } from "../../core/domain/documents/document-stage";
import type { RequiredDocument } from "../../core/domain/documents/document-checklist";

export const documentKindArb: fc.Arbitrary<DocumentKind> = fc.oneof(
  fc.constantFrom(...STANDARD_DOCUMENT_KINDS),
  fc.integer({ min: 1, max: 50 }).map((n): DocumentKind => `base:${n}`),
);

export const documentStageArb = fc.constantFrom(...DOCUMENT_STAGES);

export const preparationStepArb = fc.constantFrom(...PREPARATION_STEPS);

export const documentActorArb: fc.Arbitrary<DocumentActor> = fc.constantFrom("user", "staff");

/** A remark: blank ones included, so that the rule for them is exercised. */
export const remarkArb = fc.oneof(fc.constantFrom("", "   ", "\n"), fc.string({ minLength: 1, maxLength: 40 }));

export const documentCommandArb: fc.Arbitrary<DocumentCommand> = fc.oneof(
  preparationStepArb.map((step): DocumentCommand => ({ _tag: "Prepare", step })),
  fc.constant<DocumentCommand>({ _tag: "Upload" }),
  fc.constant<DocumentCommand>({ _tag: "Accept" }),
  remarkArb.map((remark): DocumentCommand => ({ _tag: "Reject", remark })),
);

export const requiredDocumentArb: fc.Arbitrary<RequiredDocument> = fc.record(
  { title: fc.string({ maxLength: 30 }), note: fc.string({ maxLength: 30 }) },
  { requiredKeys: ["title"] },
);
