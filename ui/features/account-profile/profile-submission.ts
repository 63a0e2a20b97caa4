import { SOCIAL_PROVIDERS } from "../../../core/domain/user/social-provider";
import type { UserStatus } from "../../../core/domain/user/user-status";
import type { ProfileEdit } from "../../../core/ports/auth-api.port";

/** What the form shows again after a refused post without JavaScript. */
export type ProfileFormValues = ProfileEdit;

const entry = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const STATUSES: readonly string[] = ["none", ...SOCIAL_PROVIDERS];

/** A posted status of spec 4 as it is; nothing chosen, or a value that is not a status, reads as "none". */
const statusOf = (raw: string): UserStatus => (STATUSES.includes(raw) ? (raw as UserStatus) : "none");

/** Reads the posted profile form as the edit to send; the server checks every field. */
export const readProfileForm = (form: FormData): ProfileFormValues => ({
  first_name: entry(form, "first_name"),
  last_name: entry(form, "last_name"),
  signature: entry(form, "signature"),
  status: statusOf(entry(form, "status")),
});
