/** The posts of the «Документы» tab, told apart by the form's `intent`. */
export const DOCUMENT_INTENTS = { prepare: "prepare-document", upload: "upload-document" } as const;

export type DocumentIntent = keyof typeof DOCUMENT_INTENTS;

/** One form of one document's card (its steps, or its upload): its outcome is shown at that form only. */
export const documentFormName = (documentId: number, intent: DocumentIntent) => `document-${documentId}-${intent}`;
