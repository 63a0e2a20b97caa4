/** The fields a visitor fills in on the document form (spec 7 save-doc-form; the extras are hidden). */
export const SAVE_DOC_FORM_FIELDS = ["name", "phone", "email", "file"] as const;

export type SaveDocFormField = (typeof SAVE_DOC_FORM_FIELDS)[number];

/** The key of the document form's outcome in a route's action data, and its `site_form` entry. */
export const SAVE_DOC_FORM_KEY = "saveDocForm";

/** The document check section: a post without JavaScript comes back scrolled to it. */
export const SAVE_DOC_ANCHOR = "proverka-dokumentov";

/** What the file input offers (the API recognises PDF, JPG and PNG by their first bytes, up to 10 MB). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
