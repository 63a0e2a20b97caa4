/** The refusal of a whole form, read out when it appears; nothing when there is none. */
export function FormAlert({ id, message }: { readonly id: string; readonly message: string | null }) {
  return (
    <div role="alert" id={id} className="staff-form__alert">
      {message === null ? null : <p className="form-message--error">{message}</p>}
    </div>
  );
}
