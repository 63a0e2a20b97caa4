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
  const id = `security-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part) => part !== null);
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="security-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(" ") : undefined}
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
