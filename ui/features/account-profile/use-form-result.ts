import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { ProfileActionData } from "./profile.action";

type FormName = ProfileActionData["form"];
type ResultOf<F extends FormName> = Extract<ProfileActionData, { form: F }>;

/**
 * The fetcher of one form of the profile page and its latest outcome (the fetcher's, or the plain post's without
 * JavaScript), with the field messages that stay until their field is edited. After an answer the focus moves to the
 * first refused field.
 */
export function useFormResult<F extends FormName>(form: F) {
  const fetcher = useFetcher<ProfileActionData>({ key: `profile-${form}` });
  const posted = useActionData<ProfileActionData>();
  const pick = (value: ProfileActionData | undefined): ResultOf<F> | null =>
    value?.form === form ? (value as ResultOf<F>) : null;
  const result = pick(fetcher.data) ?? pick(posted);
  const [shown, setShown] = useState(result);
  const [errors, setErrors] = useState<FieldErrors>(result?.outcome._tag === "Refused" ? result.outcome.fields : {});
  if (shown !== result) {
    setShown(result);
    setErrors(result?.outcome._tag === "Refused" ? result.outcome.fields : {});
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
