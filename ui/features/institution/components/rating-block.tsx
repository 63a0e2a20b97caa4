import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useCallback, useState } from "react";
import { useActionData } from "react-router";
import type { Institution } from "../../../../core/domain/catalogue/institution";
import { parseRatingVote, type RatingVote } from "../../../../core/domain/institution-page/rating-vote";
import { useApi } from "../../../app/services";
import { Tooltip } from "../../../components/tooltip";
import { LoginDialogSlot } from "../../auth-dialog/login-dialog-slot";
import { institutionQuery } from "../../../data/institution.queries";
import { useUserSession } from "../../../session/user-session";
import { RATE_INTENT, type RatingActionData } from "../institution-page.action";
import { ratingCountText } from "../institution-texts";
import { RATING_TEXTS, ratingValueText } from "../rating-texts";
import { SECTION_IDS } from "../section-ids";

const T = RATING_TEXTS;
const VOTES: readonly RatingVote[] = [1, 2, 3, 4, 5];

type Status = { readonly tone: "success" | "error"; readonly text: string } | null;

const postedStatus = (posted: unknown): Status => {
  if (typeof posted !== "object" || posted === null || !("rating" in posted)) return null;
  const { rating } = posted as RatingActionData;
  if (rating.outcome === "Saved") return { tone: "success", text: T.saved(rating.value) };
  return { tone: "error", text: rating.outcome === "Invalid" ? T.invalid : T.failed };
};

/**
 * The visitors' rating of an institution (spec 3: rating, ratings_count, user_rating) and the visitor's own vote: a
 * 1-5 radio group in a fieldset, sent from the browser (POST /institutions/rate) or, without JavaScript, as a form
 * post to the page. Anonymous visitors are asked to log in.
 */
export function RatingBlock({ institution }: { institution: Institution }) {
  const { loggedIn } = useUserSession();
  const headingId = SECTION_IDS.rating;
  const stars = Math.round(institution.rating);
  return (
    <section className="inst-rating" aria-labelledby={headingId}>
      <div className="inst-rating__head">
        <h2 id={headingId} className="inst-section__title">
          {T.title}
        </h2>
        <Tooltip id="rating-how-it-works" content={T.howItWorksHint}>
          <button type="button" className="inst-rating__hint" aria-label={T.howItWorks}>
            <span aria-hidden="true">?</span>
          </button>
        </Tooltip>
      </div>
      {institution.ratings_count === 0 ? (
        <p className="inst-rating__summary">{T.noVotes}</p>
      ) : (
        <p className="inst-rating__summary">
          <span className="inst-rating__stars" aria-hidden="true">
            {"★".repeat(stars)}
            <span className="inst-rating__stars-empty">{"★".repeat(5 - stars)}</span>
          </span>{" "}
          <strong className="inst-rating__value">{ratingValueText(institution.rating)}</strong> {T.outOf} ·{" "}
          <span className="inst-rating__count">{ratingCountText(institution.ratings_count)}</span>
        </p>
      )}
      {loggedIn && institution.user_rating !== null ? (
        <p className="inst-rating__own">{T.own(institution.user_rating)}</p>
      ) : null}
      {loggedIn ? <RatingForm institutionId={institution.id} own={institution.user_rating} /> : <LoginPrompt />}
    </section>
  );
}

function RatingForm({ institutionId, own }: { institutionId: number; own: number | null }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const posted = useActionData();
  const [status, setStatus] = useState<Status>(() => postedStatus(posted));
  const [pending, setPending] = useState(false);
  const id = "rating-vote";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const vote = parseRatingVote(new FormData(event.currentTarget).get("value"));
    if (!vote.ok) {
      setStatus({ tone: "error", text: T.invalid });
      return;
    }
    setPending(true);
    setStatus(null);
    const rated = await api.catalogue.rateInstitution({ institution_id: institutionId, value: vote.value });
    setPending(false);
    if (rated === null) {
      setStatus({ tone: "error", text: T.failed });
      return;
    }
    queryClient.setQueryData(institutionQuery(api, institutionId).queryKey, (old) =>
      old ? { ...old, ...rated } : old,
    );
    setStatus({ tone: "success", text: T.saved(rated.user_rating) });
  };

  return (
    <form method="post" className="rating-form" aria-busy={pending} onSubmit={onSubmit}>
      <input type="hidden" name={RATE_INTENT.name} value={RATE_INTENT.value} />
      <fieldset className="rating-form__fieldset">
        <legend className="rating-form__legend">{T.legend}</legend>
        <div className="rating-form__stars">
          {VOTES.map((vote) => (
            <span className="rating-form__star" key={vote}>
              <input
                className="rating-form__input"
                type="radio"
                name="value"
                id={`${id}-${vote}`}
                value={vote}
                defaultChecked={own === vote}
                required
              />
              <label className="rating-form__label" htmlFor={`${id}-${vote}`}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{T.star(vote)}</span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary rating-form__submit" disabled={pending}>
        {pending ? T.sending : T.submit}
      </button>
      <p className={`rating-form__status${status ? ` rating-form__status--${status.tone}` : ""}`} role="status">
        {status?.text}
      </p>
    </form>
  );
}

function LoginPrompt() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const promptId = "rating-login-prompt";
  return (
    <div className="rating-login">
      <p id={promptId} className="rating-login__text">
        {T.loginPrompt}
      </p>
      <button
        type="button"
        className="button button--outline needs-js"
        aria-haspopup="dialog"
        aria-describedby={promptId}
        onClick={() => setOpen(true)}
      >
        {T.login}
      </button>
      <LoginDialogSlot open={open} onClose={close} />
    </div>
  );
}
