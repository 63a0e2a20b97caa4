import { type DocumentKind, preparationStepsOf } from "./document-kind";
import {
  type DocumentStage,
  isPreparationStep,
  PREPARATION_STEPS,
  type PreparationStep,
  stageIndex,
} from "./document-stage";

/** A step of the stepper after `needed`: the three preparation steps, the upload and the staff's acceptance. */
export type DocumentStepName = PreparationStep | "uploaded" | "accepted";

/**
 * How a step stands: done; current (the next thing to happen); to do; skipped (it applies, but the document went
 * past it without it); not needed (it does not apply to this kind).
 */
export type DocumentStepState = "done" | "current" | "todo" | "skipped" | "not_needed";

export type DocumentStep = { readonly name: DocumentStepName; readonly state: DocumentStepState };

const STEP_NAMES: readonly DocumentStepName[] = [...PREPARATION_STEPS, "uploaded", "accepted"];

/**
 * The stepper of a document. `reached` are the preparation steps the document went through since it was last at
 * `needed` (from its events). The current step is the first applicable step after the stage; a preparation step
 * before the stage is done when it was reached, else skipped.
 */
export const documentSteps = (
  kind: DocumentKind,
  stage: DocumentStage,
  reached: ReadonlySet<PreparationStep>,
): readonly DocumentStep[] => {
  const applies = new Set<DocumentStepName>([...preparationStepsOf(kind), "uploaded", "accepted"]);
  const at = stageIndex(stage);
  const current = STEP_NAMES.find((name) => applies.has(name) && stageIndex(name) > at);
  return STEP_NAMES.map((name): DocumentStep => {
    if (!applies.has(name)) return { name, state: "not_needed" };
    if (stageIndex(name) > at) return { name, state: name === current ? "current" : "todo" };
    const skipped = name !== "uploaded" && name !== "accepted" && name !== stage && !reached.has(name);
    return { name, state: skipped ? "skipped" : "done" };
  });
};

/**
 * The preparation steps reached since the document was last at `needed`, from its stage changes oldest first.
 */
export const reachedSteps = (changes: readonly { readonly to: DocumentStage }[]): ReadonlySet<PreparationStep> => {
  const reached = new Set<PreparationStep>();
  for (const { to } of changes) {
    if (to === "needed") reached.clear();
    else if (isPreparationStep(to)) reached.add(to);
  }
  return reached;
};
