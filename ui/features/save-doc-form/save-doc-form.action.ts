import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { SAVE_DOC_FORM_FIELDS, SAVE_DOC_FORM_KEY } from "./save-doc-form-fields";
import { readSaveDocForm, type SaveDocFormValues } from "./save-doc-form-submission";

/** What the action hands back to the document form. */
export type SaveDocFormActionData = { readonly saveDocForm: PostedForm<SaveDocFormValues> };

/**
 * The route action behind the document form (spec 7 save-doc-form): the post is multipart (with or without
 * JavaScript), and the document goes on to the API as the multipart `file` entry.
 */
export const saveDocFormAction = siteFormAction({
  key: SAVE_DOC_FORM_KEY,
  read: readSaveDocForm,
  send: (forms, { contact, document }, extras) => forms.saveDoc(contact, extras, document ?? undefined),
  visible: SAVE_DOC_FORM_FIELDS,
});
