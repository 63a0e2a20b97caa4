import { match } from "ts-pattern";
import { parseServerFormErrors } from "../../../core/domain/forms/parse-server-form-errors";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { REQUEST_FORM_FIELDS } from "./request-form-fields";

/**
 * What the form shows after a submission. A validation failure keeps the first message of each field the
 * visitor can correct; messages about anything else (the hidden extras) and the server's own message go to
 * `other`, so that no error is ever silently dropped.
 */
export type FormOutcome =
  | { readonly _tag: "Sent" }
  | { readonly _tag: "Invalid"; readonly fields: FieldErrors; readonly other: readonly string[] }
  | { readonly _tag: "TooMany"; readonly retryAfterSeconds: number | null }
  | { readonly _tag: "Failed" };

/** The request form's outcome (the shape every site form shares). */
export type RequestFormOutcome = FormOutcome;

const invalid = (
  message: string | null,
  all: Readonly<Record<string, readonly string[]>>,
  visible: readonly string[],
): FormOutcome => {
  const first = parseServerFormErrors({ message, data: all });
  const entries = Object.entries(first.fields);
  const fields = Object.fromEntries(entries.filter(([name]) => visible.includes(name)));
  const hidden = entries.filter(([name]) => !visible.includes(name)).map(([, text]) => text);
  const other = [...(first.message !== null && first.message.trim() !== "" ? [first.message] : []), ...hidden];
  return { _tag: "Invalid", fields, other: [...new Set(other)] };
};

/** A site form's outcome for the API's answer to a POST /forms/...: `visible` names the fields the form shows. */
export const formOutcome = (result: SubmitResult, visible: readonly string[]): FormOutcome =>
  match(result)
    .returnType<FormOutcome>()
    .with({ _tag: "Ok" }, () => ({ _tag: "Sent" }))
    .with({ _tag: "ValidationFailed" }, ({ message, fields }) => invalid(message, fields, visible))
    .with({ _tag: "RateLimited" }, ({ retry_after_seconds }) => ({
      _tag: "TooMany",
      retryAfterSeconds: retry_after_seconds,
    }))
    .with({ _tag: "Failed" }, () => ({ _tag: "Failed" }))
    .exhaustive();

/** The form's outcome for the API's answer to POST /forms/simple-form. */
export const requestFormOutcome = (result: SubmitResult): RequestFormOutcome =>
  formOutcome(result, REQUEST_FORM_FIELDS);

/** The HTTP status of the page that shows the outcome (a form posted without JavaScript gets a whole page). */
export const requestFormStatus = (outcome: FormOutcome): number =>
  match(outcome)
    .with({ _tag: "Sent" }, () => 200)
    .with({ _tag: "Invalid" }, () => 422)
    .with({ _tag: "TooMany" }, () => 429)
    .with({ _tag: "Failed" }, () => 503)
    .exhaustive();
