/** The part of a document the submission gate reads. */
export type GatedDocument = { readonly mandatory: boolean; readonly stage: string };

export type MandatoryDocuments<D extends GatedDocument> = {
  /** How many documents are mandatory. */
  readonly total: number;
  /** How many of them are uploaded or accepted. */
  readonly done: number;
  /** The mandatory ones still missing, in the order given. */
  readonly missing: readonly D[];
  /** Every mandatory document is uploaded or accepted: the application may be sent for checking. */
  readonly ready: boolean;
};

const isIn = (stage: string) => stage === "uploaded" || stage === "accepted";

/** How far the mandatory documents are: the gate of «Отправить на проверку». */
export const mandatoryDocumentsIn = <D extends GatedDocument>(documents: readonly D[]): MandatoryDocuments<D> => {
  const mandatory = documents.filter((d) => d.mandatory);
  const missing = mandatory.filter((d) => !isIn(d.stage));
  return { total: mandatory.length, done: mandatory.length - missing.length, missing, ready: missing.length === 0 };
};
