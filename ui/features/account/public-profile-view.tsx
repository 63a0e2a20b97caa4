import { Link } from "react-router";
import { waveDateText } from "../../../core/domain/admission/wave-date-text";
import { institutionHref } from "../../../core/domain/compare/compare-links";
import type { PublicProfile, PublicReview } from "../../../core/domain/user/public-profile";
import { ContentSection } from "../content/components/content-page";
import { Stars } from "../content/components/review-card";
import { AvatarImage } from "../../components/avatar-image";

function ReviewItem({ review }: { review: PublicReview }) {
  const { institution } = review;
  return (
    <li>
      <article className="card review-card">
        <h3 className="card__title">
          {institution === null ? "Отзыв" : <Link to={institutionHref(institution)}>{institution.title.ru}</Link>}
        </h3>
        <p className="card__meta">
          <time dateTime={review.created_at}>{waveDateText(review.created_at)}</time>
        </p>
        {review.rating === null ? null : <Stars rating={review.rating} />}
        <p className="review-card__text">{review.text}</p>
      </article>
    </li>
  );
}

/**
 * What anyone sees of a user (ADR 033): the avatar, @username, signature and latest reviews. The name is the page's
 * heading; nothing private is in the data this gets.
 */
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  return (
    <>
      <div className="profile-head">
        <AvatarImage className="avatar avatar--large" image={profile.avatar} size={96} loading="eager" />
        <p className="lead">@{profile.username}</p>
      </div>
      {profile.signature === null ? null : (
        <ContentSection id="about" title="О себе">
          <p className="review-card__text">{profile.signature}</p>
        </ContentSection>
      )}
      <ContentSection id="reviews" title="Отзывы">
        {profile.reviews.length === 0 ? (
          <p>Пользователь пока не оставил отзывов.</p>
        ) : (
          <ul className="card-grid card-grid--wide">
            {profile.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </ContentSection>
    </>
  );
}
