import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";

type Props = {
  /** The form's id prefix: one account form per page, so fixed per form (no useId: server and browser differ). */
  readonly formId: string;
  readonly name: string;
  readonly label: string;
  readonly type: "text" | "email" | "password";
  readonly autoComplete: string;
  readonly errors: FieldErrors;
  readonly onEdit: (name: string) => void;
  readonly hint?: string;
  readonly autoFocus?: boolean;
};

/** One labelled input of an account form with its hint and the first server message for it (spec 5). */
export function AccountField({ formId, name, label, type, autoComplete, errors, onEdit, hint, autoFocus }: Props) {
  const error = errors[name];
  const id = `${formId}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part) => part !== null);
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="account-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(" ") : undefined}
        data-autofocus={autoFocus ? true : undefined}
        onInput={() => onEdit(name)}
      />
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
