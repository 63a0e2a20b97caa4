import { EMAIL_EVENTS } from "../../../core/domain/notifications/email-event";
import type { NotificationEmailSettings } from "../../../core/domain/notifications/notification-email-settings";
import { useSettingsFormResult } from "../account-profile/use-form-result";
import { NOTIFICATION_SETTINGS_INTENT, type NotificationSettingsActionData } from "./notification-settings-intent";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "./notification-settings-texts";

/**
 * «Письма на почту» (ADR 048): one checkbox per event, each with its label and hint, and «Сохранить». A plain POST
 * to the route's action without JavaScript, a fetcher's post with it; the outcome is announced, a server message
 * about an event shows at its box.
 */
export function NotificationSettingsForm({ settings }: { readonly settings: NotificationEmailSettings }) {
  const { fetcher, result, formRef, busy, error, onEdit } = useSettingsFormResult<
    NotificationSettingsActionData,
    "notifications"
  >("notification-settings", "notifications");
  const values = result?.values ?? settings;
  const message = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";
  return (
    <section className="content-section notification-settings" aria-labelledby="notification-settings-title">
      <fetcher.Form
        ref={formRef}
        method="post"
        className="notification-settings__form"
        aria-labelledby="notification-settings-title"
        aria-busy={busy}
      >
        <fieldset className="notification-settings__fieldset" aria-describedby="notification-settings-intro">
          <legend id="notification-settings-title">{T.legend}</legend>
          <p className="notification-settings__hint" id="notification-settings-intro">
            {T.intro}
          </p>
          {EMAIL_EVENTS.map((event) => {
            const id = `email-${event}`;
            const problem = error(event);
            return (
              <div key={event} className={`notification-choice${problem ? " form-field--error" : ""}`}>
                <input
                  id={id}
                  name="email"
                  type="checkbox"
                  value={event}
                  defaultChecked={values[event]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
                  onChange={() => onEdit(event)}
                />
                <label htmlFor={id}>{T.events[event].label}</label>
                <p className="notification-settings__hint" id={`${id}-hint`}>
                  {T.events[event].hint}
                </p>
                {problem ? (
                  <p className="form-field__error" id={`${id}-error`}>
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <div className="notification-settings__status" role="status" aria-live="polite" aria-atomic="true">
          {message === null ? null : <p className={`form-message--${tone}`}>{message}</p>}
        </div>
        <button
          type="submit"
          name="intent"
          value={NOTIFICATION_SETTINGS_INTENT}
          className="button button--primary notification-settings__submit"
          disabled={busy}
        >
          {busy ? T.saving : T.save}
        </button>
      </fetcher.Form>
    </section>
  );
}
