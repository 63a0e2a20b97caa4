import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { SecurityEdit } from "../../../core/ports/auth-api.port";
import { SECURITY_TEXTS as T } from "./security-texts";

/** What the form shows again after a refused post without JavaScript (never the passwords). */
export type SecurityFormValues = { readonly email: string; readonly phone: string };

/** A posted security form: the edit to send, or the refusal of the browser-side check (the new password twice). */
export type SecuritySubmission =
  | { readonly _tag: "Ready"; readonly edit: SecurityEdit; readonly values: SecurityFormValues }
  | { readonly _tag: "Mismatch"; readonly fields: FieldErrors; readonly values: SecurityFormValues };

const entry = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * Reads the posted form. The new password must be typed twice alike before anything is sent; the server checks
 * the rest (the API client drops empty values, so an untouched field is not changed).
 */
export const readSecurityForm = (form: FormData): SecuritySubmission => {
  const values = { email: entry(form, "email").trim(), phone: entry(form, "phone").trim() };
  const newPassword = entry(form, "new_password");
  const confirmation = entry(form, "new_password_confirmation");
  if (newPassword !== confirmation) {
    const message = confirmation === "" ? T.confirmationEmpty : T.passwordMismatch;
    return { _tag: "Mismatch", fields: { new_password_confirmation: message }, values };
  }
  const edit: SecurityEdit = {
    ...values,
    current_password: entry(form, "current_password"),
    new_password: newPassword,
  };
  return { _tag: "Ready", edit, values };
};
