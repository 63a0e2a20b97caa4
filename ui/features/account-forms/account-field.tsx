import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { FormField } from "../../components/form-field";

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
  return (
    <FormField
      id={`${formId}-${name}`}
      label={label}
      error={errors[name] ?? null}
      hint={hint}
      hintClassName="account-form__hint"
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-autofocus={autoFocus ? true : undefined}
          onInput={() => onEdit(name)}
        />
      )}
    </FormField>
  );
}
