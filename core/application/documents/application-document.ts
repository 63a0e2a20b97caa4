import { type DocumentKind, isDocumentKind, preparationStepsOf } from "../../domain/documents/document-kind";
import { isDocumentStage, type PreparationStep } from "../../domain/documents/document-stage";
import { type DocumentStep, documentSteps, reachedSteps } from "../../domain/documents/document-steps";
import type { DocumentEventRow, StoredDocument } from "../../ports/booking-document-repository.port";

/** A stored version as the applicant and staff see it (the storage key stays on the server). */
export type DocumentVersion = {
  readonly id: number;
  readonly version: number;
  readonly name: string;
  readonly content_type: string;
  readonly size: number;
  readonly uploaded_at: Date;
};

/** A document of the checklist with its stepper and versions, newest version first. */
export type ApplicationDocument = {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly note: string;
  readonly mandatory: boolean;
  readonly stage: string;
  readonly remark: string;
  /** The preparation steps this kind takes ([] for an unreadable document). */
  readonly preparation_steps: readonly PreparationStep[];
  /** The stepper; [] when the stored kind or stage is not one the pipeline knows. */
  readonly steps: readonly DocumentStep[];
  readonly updated_at: Date;
  readonly versions: readonly DocumentVersion[];
};

const knownKind = (kind: string): DocumentKind | null => (isDocumentKind(kind) ? kind : null);

/** A stored document with its stepper, computed from its own stage changes. */
export const applicationDocument = (doc: StoredDocument, events: readonly DocumentEventRow[]): ApplicationDocument => {
  const kind = knownKind(doc.kind);
  const stage = doc.stage;
  const changes = events
    .filter((e) => e.document_id === doc.id)
    .flatMap((e) => (isDocumentStage(e.to_stage) ? [{ to: e.to_stage }] : []));
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    note: doc.note,
    mandatory: doc.mandatory,
    stage,
    remark: doc.remark,
    preparation_steps: kind === null ? [] : preparationStepsOf(kind),
    steps: kind !== null && isDocumentStage(stage) ? documentSteps(kind, stage, reachedSteps(changes)) : [],
    updated_at: doc.updated_at,
    versions: [...doc.files]
      .sort((a, b) => b.version - a.version)
      .map((f) => ({
        id: f.id,
        version: f.version,
        name: f.original_name,
        content_type: f.content_type,
        size: f.size,
        uploaded_at: f.uploaded_at,
      })),
  };
};
