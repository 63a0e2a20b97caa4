/**
 * Where a document of an application stands (docs/adr/052-application-documents.md): still needed, three optional
 * preparation steps in their order, uploaded, accepted by staff. A rejected document is back at `needed` with the
 * staff's remark.
 */
export const DOCUMENT_STAGES = [
  "needed",
  "translation_ordered",
  "notarised",
  "legalised",
  "uploaded",
  "accepted",
] as const;

export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/** The preparation steps, in the order they are done. */
export const PREPARATION_STEPS = ["translation_ordered", "notarised", "legalised"] as const;

export type PreparationStep = (typeof PREPARATION_STEPS)[number];

export const isDocumentStage = (value: string): value is DocumentStage =>
  (DOCUMENT_STAGES as readonly string[]).includes(value);

export const isPreparationStep = (value: string): value is PreparationStep =>
  (PREPARATION_STEPS as readonly string[]).includes(value);

/** The position of a stage in the pipeline (needed is 0, accepted is 5). */
export const stageIndex = (stage: DocumentStage): number => DOCUMENT_STAGES.indexOf(stage);
