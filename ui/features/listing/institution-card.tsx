import { AppLink } from "../../components/app-link";
import type { InstitutionCard as Card } from "../../../core/domain/catalogue/institution-card";
import { parseUploadFileName } from "../../../core/domain/image/upload-file-name";
import { webpUploadUrl } from "../../../core/domain/image/upload-url";
import { institutionCardHref } from "../../../core/domain/listing/institution-card-href";
import { approxRoublesText } from "../../../core/domain/price/approx-roubles-text";
import type { CurrencyCode } from "../../../core/domain/price/currency-code";
import { priceText } from "../../../core/domain/price/price-text";
import { countText } from "../../../core/domain/text/count-text";
import { RATING_VOTE_FORMS } from "../../../core/domain/text/counted-nouns";
import { ApproxRoubles } from "../../components/approx-roubles";
import { CompareToggle } from "../compare/compare-toggle";

const ratingFormat = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const rankFormat = new Intl.NumberFormat("ru-RU");

function Logo({ card }: { card: Card }) {
  const file = card.logo === null ? null : parseUploadFileName(card.logo.filename);
  if (file?.ok)
    return (
      <img
        className="institution-card__logo"
        src={webpUploadUrl(file.value, 380)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
      />
    );
  return (
    <span className="institution-card__logo institution-card__logo--initial" aria-hidden="true">
      {Array.from(card.title.ru)[0]}
    </span>
  );
}

/** The campus photo across the card's top, 16:9 (ADR 064), or nothing. */
function Photo({ card }: { card: Card }) {
  const file = card.photo === null ? null : parseUploadFileName(card.photo.filename);
  if (!file?.ok) return null;
  const url = (width: number) => `${webpUploadUrl(file.value, width)}&ar=16:9`;
  const small = url(380);
  return (
    <img
      className="institution-card__photo"
      src={small}
      srcSet={`${small} 380w,${url(1533)} 1533w`}
      sizes="(min-width:768px) 440px,100vw"
      alt=""
      width={380}
      height={214}
      loading="lazy"
    />
  );
}

/**
 * One institution of the listing: its campus photo, its names (Russian, then English and Chinese), place, badges (grants, open
 * admission, partner), rating, price from its lowest price (with its rouble figure, the one the listing sorts and
 * filters by) and ranks, linking to the institution page.
 */
export function InstitutionCard({
  card,
  currency,
  anchorId,
}: {
  card: Card;
  currency: CurrencyCode | undefined;
  /** The id of the first card of a page ("Показать ещё" scrolls to it). */
  anchorId?: string;
}) {
  const headingId = `institution-${card.id}-title`;
  const place = [card.city?.name, card.country.name].filter(Boolean).join(", ");
  return (
    <li className="institution-card" id={anchorId}>
      <article aria-labelledby={headingId}>
        <Photo card={card} />
        <div className="institution-card__head">
          <Logo card={card} />
          <div>
            <h3 className="institution-card__title" id={headingId}>
              <AppLink to={institutionCardHref(card)}>{card.title.ru}</AppLink>
            </h3>
            {card.title.en || card.title.ch ? (
              <p className="institution-card__alt">
                {card.title.en ? <span lang="en">{card.title.en}</span> : null}
                {card.title.ch ? <span lang="zh">{card.title.ch}</span> : null}
              </p>
            ) : null}
            <p className="institution-card__place">{`${card.type_name} · ${place}`}</p>
          </div>
        </div>
        {card.has_grants || card.open_waves || card.is_partner ? (
          <ul className="institution-card__badges" aria-label="Особенности">
            {card.has_grants ? <li className="badge badge--grant">Есть гранты</li> : null}
            {card.open_waves ? <li className="badge badge--open">Идёт набор</li> : null}
            {card.is_partner ? <li className="badge badge--partner">Партнёр Шуюань</li> : null}
          </ul>
        ) : null}
        <dl className="institution-card__facts">
          <div>
            <dt>Стоимость</dt>
            <dd>
              {priceText({ min: card.price, max: null }, currency)}
              <ApproxRoubles
                text={approxRoublesText({ min: card.price, max: null }, currency, { min: card.price_rub, max: null })}
              />
            </dd>
          </div>
          <div>
            <dt>Рейтинг</dt>
            <dd>
              {card.ratings_count === 0
                ? "Нет оценок"
                : `${ratingFormat.format(card.rating)} из 5 (${countText(card.ratings_count, RATING_VOTE_FORMS)})`}
            </dd>
          </div>
          {card.rank_place_world !== null ? (
            <div>
              <dt>Место в мировом рейтинге</dt>
              <dd>{rankFormat.format(card.rank_place_world)}</dd>
            </div>
          ) : null}
          {card.rank_place_country !== null ? (
            <div>
              <dt>Место в стране</dt>
              <dd>{rankFormat.format(card.rank_place_country)}</dd>
            </div>
          ) : null}
        </dl>
        <CompareToggle item={{ kind: "institution", id: card.id }} name={card.title.ru} />
      </article>
    </li>
  );
}
