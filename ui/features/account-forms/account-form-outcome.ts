import { match } from "ts-pattern";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { countText } from "../../../core/domain/text/count-text";
import { MINUTE_FORMS } from "../../../core/domain/text/counted-nouns";
import type { FieldMessages, SubmitResult } from "../../../core/ports/submit-result";
import { ACCOUNT_FORM_TEXTS as T } from "./account-form-texts";

/** What an account form shows after the server answered. */
export type AccountFormOutcome =
  | { readonly _tag: "Done" }
  | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };

/**
 * The first message of each field that has one (spec 5). The API client has already read the answer with the
 * contract's schema, so this needs no parsing of its own (and keeps zod out of the page's first load).
 */
const firstMessages = (fields: FieldMessages): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, [first]]) => (first === undefined ? [] : [[name, first] as const])),
  );

/** Spec 8 (429): the wait the server asked for, in whole minutes. */
const waitText = (seconds: number | null): string =>
  seconds === null || !Number.isFinite(seconds) || seconds <= 0
    ? `${T.tooMany} Попробуйте позже.`
    : `${T.tooMany} Попробуйте снова через ${countText(Math.max(1, Math.ceil(seconds / 60)), MINUTE_FORMS)}.`;

/**
 * An account command's answer as its form shows it: the first message per field (spec 5); the server's message
 * only when no field carries one, the fields of `shownFields` aside (a message for a field the form has no input
 * for, like the reset code, is shown as the form's message); the wait after too many requests.
 */
export const accountFormOutcome = (result: SubmitResult<unknown>, shownFields: readonly string[]): AccountFormOutcome =>
  match(result)
    .returnType<AccountFormOutcome>()
    .with({ _tag: "Ok" }, () => ({ _tag: "Done" }))
    .with({ _tag: "ValidationFailed" }, ({ message, fields }) => {
      const first = firstMessages(fields);
      const shown = Object.fromEntries(Object.entries(first).filter(([name]) => shownFields.includes(name)));
      const hidden = Object.entries(first).find(([name]) => !shownFields.includes(name))?.[1];
      const anyShown = Object.keys(shown).length > 0;
      return {
        _tag: "Refused",
        fields: shown,
        message: hidden ?? (anyShown ? null : (message ?? T.invalid)),
      };
    })
    .with({ _tag: "RateLimited" }, ({ retry_after_seconds }) => ({
      _tag: "Refused",
      fields: {},
      message: waitText(retry_after_seconds),
    }))
    .with({ _tag: "Failed" }, ({ overloaded }) => ({
      _tag: "Refused",
      fields: {},
      message: overloaded ? T.overloaded : T.failed,
    }))
    .exhaustive();
