import { useEffect } from "react";
import type { User } from "../../../core/domain/user/user";
import { AvatarImage } from "../../components/avatar-image";
import { PROFILE_INTENTS } from "./profile.action";
import { FormField } from "../../components/form-field";
import { PROFILE_TEXTS as T } from "./profile-texts";
import { useFormResult } from "./use-form-result";

const ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/**
 * The avatar upload (POST /api/auth/me/avatar through the route's action, ADR 047): the current photo, a file input
 * and «Загрузить». A multipart form post without JavaScript, a fetcher's post with it; the server's message about
 * the file shows at the input, the success is announced and the new photo replaces the old one. «Удалить фото»
 * (a form and post of its own, beside the upload form, never inside it) takes the photo away, the stored file too;
 * the header falls back to the initials and the focus moves on to the file input.
 */
export function AvatarForm({ user }: { readonly user: User }) {
  const { fetcher, result, formRef, busy, error, onEdit } = useFormResult("avatar");
  const removing = busy && fetcher.formData?.get("intent") === PROFILE_INTENTS.removeAvatar;
  const message = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";
  const removed = result?.outcome._tag === "Saved" && user.avatar === null;
  useEffect(() => {
    if (result?.outcome._tag === "Saved") formRef.current?.reset();
  }, [result, formRef]);
  useEffect(() => {
    // «Удалить фото» leaves with the photo: a keyboard user's focus would fall back to the page, so it goes on to the
    // file input (the status region still announces the removal)
    const focused = document.activeElement;
    if (removed && (focused === null || focused === document.body)) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
    }
  }, [removed, formRef]);
  return (
    <section className="content-section profile-section" aria-labelledby="avatar-form-title">
      <h2 id="avatar-form-title">{T.avatarTitle}</h2>
      <div className="avatar-form__current">
        {user.avatar === null ? (
          <p className="profile-form__hint">{T.avatarNone}</p>
        ) : (
          <>
            <AvatarImage className="avatar avatar--large" image={user.avatar} size={96} alt={T.avatarCurrent} />
            <fetcher.Form method="post" className="avatar-form__remove">
              <button
                type="submit"
                name="intent"
                value={PROFILE_INTENTS.removeAvatar}
                className="button button--secondary"
                disabled={busy}
              >
                {removing ? T.removing : T.remove}
              </button>
            </fetcher.Form>
          </>
        )}
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="profile-form"
        aria-labelledby="avatar-form-title"
        aria-busy={busy}
        noValidate
      >
        <FormField
          id="profile-avatar"
          hintClassName="profile-form__hint"
          label={T.avatarLabel}
          hint={T.avatarIntro}
          error={error("avatar")}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="avatar"
              type="file"
              accept={ACCEPT}
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={() => onEdit("avatar")}
            />
          )}
        </FormField>
        <div className="profile-form__status" role="status" aria-live="polite" aria-atomic="true">
          {message === null ? null : <p className={`form-message--${tone}`}>{message}</p>}
        </div>
        <button
          type="submit"
          name="intent"
          value={PROFILE_INTENTS.avatar}
          className="button button--primary profile-form__submit"
          disabled={busy}
        >
          {busy && !removing ? T.uploading : T.upload}
        </button>
      </fetcher.Form>
    </section>
  );
}
