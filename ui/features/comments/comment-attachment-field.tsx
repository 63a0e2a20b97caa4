import { type ChangeEvent, useState } from "react";
import { COMMENTS_TEXTS as T } from "./comments-texts";

/** A picture uploaded for a comment: its upload id and where it is served. */
export type ChosenAttachment = { readonly id: number; readonly url: string };

/** Uploads one picture for a comment (checked and resized by the server); null when the server refused or failed. */
export type AttachComment = (file: File) => Promise<ChosenAttachment | null>;

type Props = {
  readonly id: string;
  readonly attach: AttachComment;
  readonly value: ChosenAttachment | null;
  readonly onChange: (value: ChosenAttachment | null) => void;
};

/** «Прикрепить фото»: the picture is uploaded as soon as it is chosen and shown small, with a way to take it off. */
export function CommentAttachmentField({ id, attach, value, onChange }: Props) {
  const [state, setState] = useState<"idle" | "uploading" | "failed">("idle");
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    setState("uploading");
    const uploaded = await attach(file);
    input.value = "";
    setState(uploaded === null ? "failed" : "idle");
    if (uploaded !== null) onChange(uploaded);
  };
  if (value !== null) {
    return (
      <div className="comment-form__attachment">
        <img src={value.url} alt="" width={96} height={96} className="comment-form__preview" />
        <button type="button" className="button button--outline" onClick={() => onChange(null)}>
          {T.removeAttachment}
        </button>
      </div>
    );
  }
  return (
    <div className="comment-form__attachment">
      <input
        id={`${id}-image`}
        className="comment-form__file-input"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={state === "uploading"}
        aria-describedby={state === "failed" ? `${id}-image-error` : undefined}
        onChange={onFile}
      />
      {/* After the input, so that the label can show the input's focus; the browser's own control is hidden. */}
      <label className="button button--outline comment-form__file" htmlFor={`${id}-image`}>
        {T.attach}
      </label>
      <span className="comment-form__hint">{T.attachHint}</span>
      {state === "uploading" ? <p role="status">{T.attaching}</p> : null}
      {state === "failed" ? (
        <p className="form-field__error" id={`${id}-image-error`} role="alert">
          {T.failure}
        </p>
      ) : null}
    </div>
  );
}
