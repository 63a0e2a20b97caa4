import type { FormExtras, FormFields, PickedDocument } from "../../../core/ports/forms-api.port";
import { blankToNull, postedValues, readFormExtras } from "../request-form/request-form-submission";

/** The text entries to show again after a failure (a file is never shown again: the visitor picks it anew). */
const TEXT_FIELDS = ["name", "phone", "email"] as const;

export type SaveDocFormValues = Readonly<Partial<Record<(typeof TEXT_FIELDS)[number], string>>>;

export type SaveDocFormSubmission = {
  readonly fields: { readonly contact: FormFields; readonly document: PickedDocument | null };
  readonly extras: FormExtras;
  readonly values: SaveDocFormValues;
};

/** The posted file, when one was picked (a browser posts an empty, nameless file for an empty input). */
const documentOf = (form: FormData): PickedDocument | null => {
  const value = form.get("file");
  return typeof value === "string" || value === null || value.size === 0 ? null : value;
};

/**
 * Reads the posted document form: the document, the visitor's contact (each optional for the API, sent as null when
 * blank) and the extras of spec 7. `actionUrl` stands in for a missing page address.
 */
export const readSaveDocForm = (form: FormData, actionUrl: string): SaveDocFormSubmission => {
  const values = postedValues(form, TEXT_FIELDS, 400);
  return {
    fields: {
      contact: { name: blankToNull(values.name), phone: blankToNull(values.phone), email: blankToNull(values.email) },
      document: documentOf(form),
    },
    extras: readFormExtras(form, actionUrl),
    values,
  };
};
