import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { FormOutcome } from "./request-form-outcome";

type Shown = { readonly outcome: FormOutcome } | null;

const errorsOf = (result: Shown): FieldErrors => (result?.outcome._tag === "Invalid" ? result.outcome.fields : {});

/**
 * The field errors of the latest outcome, each kept until its field is changed (`clear`). After a send the form is
 * emptied; after a refusal the first field in error takes the focus.
 */
export function useFormOutcome(result: Shown, formRef: RefObject<HTMLFormElement | null>) {
  const [shown, setShown] = useState(result);
  const [errors, setErrors] = useState(errorsOf(result));
  if (shown !== result) {
    setShown(result);
    setErrors(errorsOf(result));
  }

  useEffect(() => {
    const form = formRef.current;
    if (form === null || result === null) return;
    if (result.outcome._tag === "Sent") form.reset();
    if (result.outcome._tag === "Invalid") form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result, formRef]);

  const clear = (name: string) =>
    setErrors((current) => (Object.hasOwn(current, name) ? clearFieldError(current, name) : current));
  return { errors, clear, submitted: result !== null && result.outcome._tag !== "Sent" };
}

/**
 * One submission at a time: the submit handler refuses a second submit (a double click) from the first until the
 * fetcher is idle again, even before React has rendered the busy state.
 */
export function useOneSubmission(busy: boolean) {
  const started = useRef(false);
  useEffect(() => {
    if (!busy) started.current = false;
  }, [busy]);
  return (event: FormEvent<HTMLFormElement>): boolean => {
    if (busy || started.current) {
      event.preventDefault();
      return false;
    }
    started.current = true;
    return true;
  };
}
