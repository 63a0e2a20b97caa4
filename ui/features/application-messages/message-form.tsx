import { useEffect } from "react";
import { MESSAGE_MAX_LENGTH } from "../../../core/domain/messages/message-text";
import { FormField } from "../../components/form-field";
import { useSettingsFormResult } from "../account-profile/use-form-result";
import { MESSAGES_TEXTS as T } from "./messages-texts";
import { POST_MESSAGE_INTENT, type PostMessageActionData } from "./post-message-intent";

/**
 * The applicant's message form: a plain POST to the tab's action without JavaScript, a fetcher's post with it (the
 * thread is read again by the route's revalidation, and the box is emptied once the message is sent).
 */
export function MessageForm() {
  const { fetcher, result, formRef, busy, error, onEdit } = useSettingsFormResult<PostMessageActionData, "message">(
    "application-message",
    "message",
  );
  useEffect(() => {
    if (result?.outcome._tag === "Saved") formRef.current?.reset();
  }, [result, formRef]);
  const status = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";
  return (
    <fetcher.Form ref={formRef} method="post" className="message-form" aria-busy={busy}>
      <FormField
        id="message-text"
        label={T.label}
        hint={T.hint}
        hintClassName="message-form__hint"
        error={error("text")}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="text"
            rows={4}
            required
            maxLength={MESSAGE_MAX_LENGTH}
            defaultValue={result?.outcome._tag === "Refused" ? result.text : ""}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onInput={() => onEdit("text")}
          />
        )}
      </FormField>
      <div role="status" aria-live="polite" aria-atomic="true">
        {status === null ? null : <p className={`form-message--${tone}`}>{status}</p>}
      </div>
      <button
        type="submit"
        name="intent"
        value={POST_MESSAGE_INTENT}
        className="button button--primary"
        disabled={busy}
      >
        {busy ? T.sending : T.send}
      </button>
    </fetcher.Form>
  );
}
