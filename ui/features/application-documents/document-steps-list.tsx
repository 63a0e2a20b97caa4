import type { DocumentStep } from "../../../core/domain/documents/document-steps";
import { REVIEW_PENDING_LABEL, STEP_LABELS, STEP_STATE_LABELS } from "./documents-texts";

const MARKS = { done: "✓", current: "→", todo: "", skipped: "–", not_needed: "–" } as const;

/**
 * The stepper of a document: each step with its mark and, in words, how it stands (done, now, ahead, skipped, not
 * needed), so that colour is never the only sign. The current step is `aria-current="step"`.
 */
export function DocumentStepsList({
  steps,
  label,
}: {
  readonly steps: readonly DocumentStep[];
  readonly label: string;
}) {
  return (
    <ol className="doc-steps" aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step.name}
          className={`doc-step doc-step--${step.state}${step.name === "accepted" && step.state === "current" ? " doc-step--waiting" : ""}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="doc-step__mark" aria-hidden="true">
            {MARKS[step.state] === "" ? i + 1 : MARKS[step.state]}
          </span>
          <span className="doc-step__text">
            <span className="doc-step__label">{STEP_LABELS[step.name]}</span>
            <span className="doc-step__state">
              {step.name === "accepted" && step.state === "current"
                ? REVIEW_PENDING_LABEL
                : STEP_STATE_LABELS[step.state]}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
