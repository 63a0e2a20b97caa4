import { FormField } from "../../components/form-field";

type Props = {
  readonly name: string;
  readonly label: string;
  readonly type: "email" | "tel" | "password";
  readonly autoComplete: string;
  readonly error: string | null;
  readonly onEdit: (name: string) => void;
  readonly hint?: string;
  readonly defaultValue?: string;
};

/** One labelled input of the security form with its hint and the first server message for it (spec 5). */
export function SecurityField({ name, label, type, autoComplete, error, onEdit, hint, defaultValue }: Props) {
  return (
    <FormField id={`security-${name}`} label={label} error={error} hint={hint} hintClassName="security-form__hint">
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onInput={() => onEdit(name)}
        />
      )}
    </FormField>
  );
}
