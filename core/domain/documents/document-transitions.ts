import type { DocumentActor } from "./document-command";
import type { DocumentStage, PreparationStep } from "./document-stage";

/** The name of a move in the table: a preparation step by its stage, or upload, accept, reject. */
export type DocumentMoveName = PreparationStep | "upload" | "accept" | "reject";

export type DocumentTransitionRule = {
  readonly move: DocumentMoveName;
  readonly actor: DocumentActor;
  readonly from: readonly DocumentStage[];
  readonly to: DocumentStage;
};

/**
 * The document pipeline as data (docs/adr/052-application-documents.md). A preparation step may be reached from
 * `needed` or any earlier step (later ones skipped); upload from `needed`, any step, or `uploaded` itself (a new
 * version); staff accept an uploaded document and reject an uploaded or accepted one back to `needed`.
 */
export const DOCUMENT_TRANSITIONS: readonly DocumentTransitionRule[] = [
  { move: "translation_ordered", actor: "user", from: ["needed"], to: "translation_ordered" },
  { move: "notarised", actor: "user", from: ["needed", "translation_ordered"], to: "notarised" },
  { move: "legalised", actor: "user", from: ["needed", "translation_ordered", "notarised"], to: "legalised" },
  {
    move: "upload",
    actor: "user",
    from: ["needed", "translation_ordered", "notarised", "legalised", "uploaded"],
    to: "uploaded",
  },
  { move: "accept", actor: "staff", from: ["uploaded"], to: "accepted" },
  { move: "reject", actor: "staff", from: ["uploaded", "accepted"], to: "needed" },
];
