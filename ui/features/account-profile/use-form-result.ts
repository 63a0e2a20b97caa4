import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { ProfileActionData } from "./profile.action";

/** What a settings page's action answers for one of its forms: which form, and the outcome of its post. */
export type SettingsActionData = {
  readonly form: string;
  readonly outcome:
    | { readonly _tag: "Saved"; readonly message: string }
    | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };
};

const fieldsOf = (result: SettingsActionData | null): FieldErrors =>
  result?.outcome._tag === "Refused" ? result.outcome.fields : {};

/**
 * The fetcher of one form of a settings page and its latest outcome (the fetcher's, or the plain post's without
 * JavaScript), with the field messages that stay until their field is edited. After an answer the focus moves to the
 * first refused field. `key` names the fetcher (one per form of the page).
 */
export function useSettingsFormResult<D extends SettingsActionData, F extends D["form"]>(key: string, form: F) {
  const fetcher = useFetcher<D>({ key });
  const posted = useActionData<D>();
  const pick = (value: D | undefined): Extract<D, { form: F }> | null =>
    value?.form === form ? (value as Extract<D, { form: F }>) : null;
  // The action's data is plain JSON (strings, booleans, records): serialised, it is the same type.
  const result = pick(fetcher.data as D | undefined) ?? pick(posted as D | undefined);
  const [shown, setShown] = useState(result);
  const [errors, setErrors] = useState<FieldErrors>(fieldsOf(result));
  if (shown !== result) {
    setShown(result);
    setErrors(fieldsOf(result));
  }
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.outcome._tag === "Refused") {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [result]);
  const onEdit = (name: string) =>
    setErrors((current) => (Object.hasOwn(current, name) ? clearFieldError(current, name) : current));
  return {
    fetcher,
    result,
    formRef,
    busy: fetcher.state !== "idle",
    error: (name: string): string | null => errors[name] ?? null,
    onEdit,
  };
}

/** The fetcher and outcome of one form of the profile page (its photo, or its profile). */
export const useFormResult = <F extends ProfileActionData["form"]>(form: F) =>
  useSettingsFormResult<ProfileActionData, F>(`profile-${form}`, form);
