import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { SocialDetachOutcome } from "../account-social/detach-social-outcome";
import type { SecurityFormValues } from "./security-submission";

/**
 * The posts of the security page, told apart by the submit button's `intent`. Its own module: the page's forms
 * read it in the browser, the action (security.action.ts) only on the server.
 */
export const SECURITY_INTENTS = {
  save: "save-security",
  endOthers: "end-other-sessions",
  detachSocial: "detach-social",
} as const;

export type SecurityOutcome =
  | { readonly _tag: "Saved"; readonly message: string }
  | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };

/** What the action hands back to the page: the outcome of the form, of ending the other sessions, or of unlinking. */
export type SecurityActionData =
  | { readonly form: "security"; readonly outcome: SecurityOutcome; readonly values: SecurityFormValues }
  | { readonly form: "sessions"; readonly ended: boolean }
  | { readonly form: "socials"; readonly outcome: SocialDetachOutcome };
