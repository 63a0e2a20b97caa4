import type { PreparationStep } from "./document-stage";

/** What someone does to a document: the applicant prepares it or uploads a file, staff accept or reject it. */
export type DocumentCommand =
  | { readonly _tag: "Prepare"; readonly step: PreparationStep }
  | { readonly _tag: "Upload" }
  | { readonly _tag: "Accept" }
  | { readonly _tag: "Reject"; readonly remark: string };

export type DocumentCommandTag = DocumentCommand["_tag"];

/** Who acts on a document. */
export type DocumentActor = "user" | "staff";
