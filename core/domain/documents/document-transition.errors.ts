import type { DocumentActor } from "./document-command";
import type { DocumentKind } from "./document-kind";
import type { DocumentStage, PreparationStep } from "./document-stage";
import type { DocumentMoveName } from "./document-transitions";

/** Why a document cannot make a move. */
export type DocumentTransitionError =
  /** The move does not start from the document's stage. */
  | { readonly _tag: "StageNotAllowed"; readonly move: DocumentMoveName; readonly stage: DocumentStage }
  /** The other side makes this move. */
  | { readonly _tag: "ActorNotAllowed"; readonly move: DocumentMoveName; readonly allowed: DocumentActor }
  /** A preparation step this kind of document does not take (a photo is not translated). */
  | { readonly _tag: "StepNotApplicable"; readonly kind: DocumentKind; readonly step: PreparationStep }
  /** A rejection says what to fix. */
  | { readonly _tag: "RemarkRequired" };
