import type { User } from "../../../core/domain/user/user";
import type { UserStatus } from "../../../core/domain/user/user-status";
import { statusText } from "../account/provider-name";
import { PROFILE_INTENTS } from "./profile.action";
import { FormField } from "../../components/form-field";
import { PROFILE_TEXTS as T } from "./profile-texts";
import { useFormResult } from "./use-form-result";

/** "none" and every network the account has linked, plus the current status should it no longer be linked. */
const statusChoices = (user: User): readonly UserStatus[] => [
  ...new Set<UserStatus>(["none", ...user.socials.map((social) => social.provider), user.status]),
];

/**
 * The profile (spec 7, POST /api/auth/me/edit): first and last name, signature and status. A plain POST to the
 * route's action without JavaScript, a fetcher's post with it; the first server message of each field shows at the
 * field until it is changed, the focus moves to the first refused field, and the outcome is announced.
 */
export function ProfileForm({ user }: { readonly user: User }) {
  const { fetcher, result, formRef, busy, error, onEdit } = useFormResult("profile");
  const values = result?.values ?? {
    first_name: user.first_name,
    last_name: user.last_name,
    signature: user.signature ?? "",
    status: user.status,
  };
  const message = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";
  return (
    <section className="content-section profile-section" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{T.formTitle}</h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        className="profile-form"
        aria-labelledby="profile-form-title"
        aria-busy={busy}
        noValidate
      >
        <p className="profile-form__hint">{T.formIntro}</p>
        {(["first_name", "last_name"] as const).map((name) => (
          <FormField
            key={name}
            id={`profile-${name}`}
            hintClassName="profile-form__hint"
            label={T.labels[name]}
            error={error(name)}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name={name}
                type="text"
                autoComplete={name === "first_name" ? "given-name" : "family-name"}
                required
                maxLength={100}
                defaultValue={values[name]}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onInput={() => onEdit(name)}
              />
            )}
          </FormField>
        ))}
        <FormField
          id="profile-signature"
          hintClassName="profile-form__hint"
          label={T.labels.signature}
          hint={T.hints.signature}
          error={error("signature")}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="signature"
              rows={4}
              maxLength={500}
              defaultValue={values.signature}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onInput={() => onEdit("signature")}
            />
          )}
        </FormField>
        <FormField
          id="profile-status"
          hintClassName="profile-form__hint"
          label={T.labels.status}
          hint={T.hints.status}
          error={error("status")}
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              name="status"
              defaultValue={values.status}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={() => onEdit("status")}
            >
              {statusChoices(user).map((status) => (
                <option key={status} value={status}>
                  {statusText(status)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="profile-form__status" role="status" aria-live="polite" aria-atomic="true">
          {message === null ? null : <p className={`form-message--${tone}`}>{message}</p>}
        </div>
        <button
          type="submit"
          name="intent"
          value={PROFILE_INTENTS.save}
          className="button button--primary profile-form__submit"
          disabled={busy}
        >
          {busy ? T.saving : T.save}
        </button>
      </fetcher.Form>
    </section>
  );
}
