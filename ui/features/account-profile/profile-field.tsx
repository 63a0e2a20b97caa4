import type { ReactNode } from "react";

type Props = {
  readonly name: string;
  readonly label: string;
  readonly error: string | null;
  readonly hint?: string;
  /** The control, given the id, the described-by list and the invalid flag it must carry. */
  readonly children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
};

/** One labelled control of the profile page with its hint and the first server message for it (spec 5). */
export function ProfileField({ name, label, error, hint, children }: Props) {
  const id = `profile-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part) => part !== null);
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="profile-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        describedBy: described.length > 0 ? described.join(" ") : undefined,
        invalid: error ? true : undefined,
      })}
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
