import type { ReactNode } from "react";
import { REQUEST_FORM_TEXTS as T } from "./request-form-texts";

/** What a field's control receives: its id and name, its value to show again, and its error wiring. */
export type ControlProps = {
  readonly id: string;
  readonly name: string;
  readonly required: boolean;
  readonly defaultValue: string;
  readonly "aria-invalid": boolean;
  readonly "aria-describedby": string | undefined;
  readonly onChange: () => void;
};

export type FormFieldProps = {
  readonly name: string;
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly wide?: boolean;
  readonly error: string | null;
  readonly state: "success" | "error" | null;
  readonly defaultValue: string;
  readonly onEdit: () => void;
  readonly children: (props: ControlProps) => ReactNode;
};

/**
 * A labelled field of a site form: «(необязательно)» after an optional one's label, the hint and the server's first
 * message below the control (both named by aria-describedby), and the success or error style only.
 */
export function FormField({
  name,
  id,
  label,
  hint,
  required = false,
  wide = false,
  error,
  state,
  defaultValue,
  onEdit,
  children,
}: FormFieldProps) {
  const hintId = hint === undefined ? null : `${id}-hint`;
  const errorId = error === null ? null : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== null).join(" ") || undefined;
  return (
    <div className={`form-field${state === null ? "" : ` form-field--${state}`}${wide ? " request-form__wide" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="request-form__optional"> ({T.optional})</span>}
      </label>
      {children({
        id,
        name,
        required,
        defaultValue,
        "aria-invalid": error !== null,
        "aria-describedby": describedBy,
        onChange: onEdit,
      })}
      {hintId === null ? null : (
        <p className="request-form__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId === null ? null : (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
