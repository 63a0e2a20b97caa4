import { AppLink } from "../../../components/app-link";
import { waveDateText } from "../../../../core/domain/admission/wave-date-text";
import type { Review } from "../../../../core/domain/content/review";
import { institutionHref } from "../../../../core/domain/compare/compare-links";
import { UploadImage } from "./upload-image";

/** Five stars, the first `rating` filled; the text before them says the score for screen readers. */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars">
      <span className="visually-hidden">{`Оценка ${rating} из 5`}</span>
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
    </p>
  );
}

/** A client's review: who, when, the score, the text (always escaped text) and what it is about. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="card review-card">
      <header className="review-card__head">
        <UploadImage
          className="avatar"
          image={review.author_photo}
          alt=""
          width={56}
          height={56}
          sizes="56px"
          ratio="1:1"
        />
        <div>
          <h2 className="card__title">{review.author_name}</h2>
          <p className="card__meta">
            <time dateTime={review.created_at}>{waveDateText(review.created_at)}</time>
          </p>
        </div>
      </header>
      <Stars rating={review.rating} />
      <p className="review-card__text">{review.text}</p>
      {review.institution === null ? null : (
        <p className="card__meta">
          Учебное заведение: <AppLink to={institutionHref(review.institution)}>{review.institution.title.ru}</AppLink>
        </p>
      )}
      {review.video_url === null ? null : (
        <p>
          <a href={review.video_url} rel="noopener noreferrer nofollow" target="_blank">
            Видеоотзыв<span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </p>
      )}
    </article>
  );
}
