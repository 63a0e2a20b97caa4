import { REQUEST_FORM_TEXTS } from "../request-form/request-form-texts";
import { REVIEW_SCORES } from "./review-form-fields";
import { REVIEW_FORM_TEXTS as T } from "./review-form-texts";

type Props = {
  readonly name: string;
  readonly id: string;
  readonly error: string | null;
  readonly state: "success" | "error" | null;
  readonly defaultValue: string;
  readonly onEdit: () => void;
};

/**
 * The optional score of a review: five radio buttons in a fieldset (a plain form control, so it posts without
 * JavaScript), each shown as a star with its number; the server's message goes under the group.
 */
export function RatingField({ name, id, error, state, defaultValue, onEdit }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`form-field review-form__rating${state === null ? "" : ` form-field--${state}`}`}
      aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
    >
      <legend>
        {T.labels.rating}
        <span className="request-form__optional"> ({REQUEST_FORM_TEXTS.optional})</span>
      </legend>
      <div className="review-form__scores">
        {REVIEW_SCORES.map((score) => (
          <label key={score} className="review-form__score">
            <input
              type="radio"
              name={name}
              value={score}
              id={`${id}-${score}`}
              defaultChecked={defaultValue === String(score)}
              onChange={onEdit}
            />
            <span aria-hidden="true">★ </span>
            {score}
            <span className="visually-hidden"> {T.score(score)}</span>
          </label>
        ))}
      </div>
      <p className="request-form__hint" id={hintId}>
        {T.hints.rating}
      </p>
      {error === null ? null : (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
