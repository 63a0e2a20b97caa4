import { match } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { DocumentActor, DocumentCommand } from "./document-command";
import { type DocumentKind, preparationStepsOf } from "./document-kind";
import type { DocumentStage } from "./document-stage";
import type { DocumentTransitionError } from "./document-transition.errors";
import { DOCUMENT_TRANSITIONS, type DocumentMoveName } from "./document-transitions";

/** The part of a document the pipeline reads. */
export type DocumentState = {
  readonly kind: DocumentKind;
  readonly stage: DocumentStage;
  /** The staff's remark of the last rejection, "" when there is none. */
  readonly remark: string;
};

/** The document after a move; `adds_version` when the move stores a new file. */
export type DocumentMoved = {
  readonly stage: DocumentStage;
  readonly remark: string;
  readonly adds_version: boolean;
};

const moveOf = (command: DocumentCommand): DocumentMoveName =>
  match(command)
    .returnType<DocumentMoveName>()
    .with({ _tag: "Prepare" }, ({ step }) => step)
    .with({ _tag: "Upload" }, () => "upload")
    .with({ _tag: "Accept" }, () => "accept")
    .with({ _tag: "Reject" }, () => "reject")
    .exhaustive();

/**
 * One move of a document's pipeline, checked against the table: who may make it, from which stage, whether the
 * step applies to the kind, and that a rejection carries a remark. The remark stays while the applicant prepares
 * the document again and is cleared by a new upload or an acceptance.
 */
export const documentTransition = (
  document: DocumentState,
  command: DocumentCommand,
  actor: DocumentActor,
): Result<DocumentMoved, DocumentTransitionError> => {
  const move = moveOf(command);
  const rule = DOCUMENT_TRANSITIONS.find((r) => r.move === move);
  if (rule === undefined) throw new Error(`No rule for the move ${move}`);
  if (rule.actor !== actor) return err({ _tag: "ActorNotAllowed", move, allowed: rule.actor });
  if (command._tag === "Prepare" && !preparationStepsOf(document.kind).includes(command.step)) {
    return err({ _tag: "StepNotApplicable", kind: document.kind, step: command.step });
  }
  if (!rule.from.includes(document.stage)) return err({ _tag: "StageNotAllowed", move, stage: document.stage });
  return match(command)
    .returnType<Result<DocumentMoved, DocumentTransitionError>>()
    .with({ _tag: "Prepare" }, () => ok({ stage: rule.to, remark: document.remark, adds_version: false }))
    .with({ _tag: "Upload" }, () => ok({ stage: rule.to, remark: "", adds_version: true }))
    .with({ _tag: "Accept" }, () => ok({ stage: rule.to, remark: "", adds_version: false }))
    .with({ _tag: "Reject" }, ({ remark }) =>
      remark.trim() === ""
        ? err({ _tag: "RemarkRequired" })
        : ok({ stage: rule.to, remark: remark.trim(), adds_version: false }),
    )
    .exhaustive();
};
