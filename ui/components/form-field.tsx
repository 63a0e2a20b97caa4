import type { ReactNode } from "react";

/** What the control inside a field must carry: its id, the described-by list and the invalid flag. */
export type FieldControl = Readonly<{ id: string; describedBy: string | undefined; invalid: true | undefined }>;

type Props = {
  /** The control's id (fixed per form and field: no useId, the server and the browser would differ). */
  readonly id: string;
  readonly label: string;
  /** The first server message for the field (spec 5), or null. */
  readonly error: string | null;
  readonly hint?: string;
  /** The hint's class, for the form's own styles. */
  readonly hintClassName: string;
  readonly children: (control: FieldControl) => ReactNode;
};

/**
 * One labelled control of a form with its hint and the first server message for it (spec 5): the label, hint and
 * message are tied to the control through `aria-describedby`, and the control is marked invalid while a message shows.
 */
export function FormField({ id, label, error, hint, hintClassName, children }: Props) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((part) => part !== null);
  return (
    <div className={`form-field${error ? " form-field--error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className={hintClassName} id={`${id}-hint`}>
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
