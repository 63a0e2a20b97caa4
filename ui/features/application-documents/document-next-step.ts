import type { ApplicationDocumentView } from "../../../core/ports/documents-api.port";
import type { BADGES } from "./documents-texts";
import { NEXT_STEP_TEXTS } from "./documents-texts";

/** What the card says to do next: the text of the current step, or of the document's standing. */
export const documentNextStep = (doc: ApplicationDocumentView): string => {
  if (doc.steps.length === 0) return NEXT_STEP_TEXTS.unknown;
  if (doc.stage === "accepted") return NEXT_STEP_TEXTS.done;
  if (doc.stage === "needed" && doc.remark !== "") return NEXT_STEP_TEXTS.rejected;
  const current = doc.steps.find((s) => s.state === "current");
  return current === undefined ? NEXT_STEP_TEXTS.unknown : NEXT_STEP_TEXTS[current.name];
};

export type DocumentBadge = keyof typeof BADGES;

/** The one-word standing of a document, for its badge. */
export const documentBadge = (doc: ApplicationDocumentView): DocumentBadge => {
  if (doc.stage === "accepted") return "accepted";
  if (doc.stage === "uploaded") return "uploaded";
  if (doc.remark !== "") return "rejected";
  return doc.stage === "needed" ? "needed" : "preparing";
};
