import { match } from "ts-pattern";
import type { AuthRecord } from "../../../core/domain/auth/auth-record";
import { parseServerFormErrors } from "../../../core/domain/forms/parse-server-form-errors";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { countText } from "../../../core/domain/text/count-text";
import { MINUTE_FORMS } from "../../../core/domain/text/counted-nouns";
import type { SubmitResult } from "../../../core/ports/submit-result";

/** What the login form shows after the server answered. */
export type LoginOutcome =
  | { readonly _tag: "LoggedIn" }
  | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };

export const LOGIN_TEXTS = {
  failed: "Не удалось войти. Проверьте подключение к интернету и попробуйте ещё раз.",
  invalid: "Проверьте введённые данные.",
  tooMany: "Слишком много попыток входа.",
  overloaded: "Сервер сейчас перегружен. Попробуйте войти ещё раз через несколько секунд.",
} as const;

/** Spec 8 (429): the wait the server asked for, in whole minutes. */
export const retryMessage = (seconds: number | null): string => {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return `${LOGIN_TEXTS.tooMany} Попробуйте позже.`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${LOGIN_TEXTS.tooMany} Попробуйте снова через ${countText(minutes, MINUTE_FORMS)}.`;
};

/**
 * The answer to POST /api/auth/login as the form shows it: the first message per field (spec 5), the server's
 * message when no field carries one (wrong credentials come on `email`), the wait after too many attempts.
 */
export const loginOutcome = (result: SubmitResult<AuthRecord>): LoginOutcome =>
  match(result)
    .returnType<LoginOutcome>()
    .with({ _tag: "Ok" }, () => ({ _tag: "LoggedIn" }))
    .with({ _tag: "ValidationFailed" }, ({ message, fields }) => {
      const parsed = parseServerFormErrors({ message, data: fields });
      const anyField = Object.keys(parsed.fields).length > 0;
      return { _tag: "Refused", fields: parsed.fields, message: anyField ? null : (message ?? LOGIN_TEXTS.invalid) };
    })
    .with({ _tag: "RateLimited" }, ({ retry_after_seconds }) => ({
      _tag: "Refused",
      fields: {},
      message: retryMessage(retry_after_seconds),
    }))
    .with({ _tag: "Failed" }, ({ overloaded }) => ({
      _tag: "Refused",
      fields: {},
      message: overloaded ? LOGIN_TEXTS.overloaded : LOGIN_TEXTS.failed,
    }))
    .exhaustive();
