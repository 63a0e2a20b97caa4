import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";

/**
 * The submit button's `intent` of the message form, and what the action answers. Its own module: the form reads it
 * in the browser, the action (post-message.action.ts) only on the server.
 */
export const POST_MESSAGE_INTENT = "post-message";

export type PostMessageActionData = {
  readonly form: "message";
  readonly outcome:
    | { readonly _tag: "Saved"; readonly message: string }
    | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };
  /** The text as posted, kept in the box when it was refused. */
  readonly text: string;
};
