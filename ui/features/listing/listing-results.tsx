import { useInfiniteQuery } from "@tanstack/react-query";
import { type MouseEvent, useMemo } from "react";
import { Link } from "react-router";
import type { FilterParams } from "../../../core/domain/catalogue/filter-params";
import type { InstitutionListingResponse } from "../../../core/domain/catalogue/institution-listing-response";
import { LISTING_MAX_PAGES, LISTING_PAGE_SIZE } from "../../../core/domain/listing/listing-page-number";
import type { ListingSortKey } from "../../../core/domain/listing/listing-sort";
import { countText } from "../../../core/domain/text/count-text";
import { INSTITUTION_FORMS } from "../../../core/domain/text/counted-nouns";
import { type CurrencyCode, parseCurrencyCode } from "../../../core/domain/price/currency-code";
import { useApi } from "../../app/services";
import { listingPagesQuery } from "../../data/listing.queries";
import { InstitutionCard } from "./institution-card";
import { isPlainClick } from "../../behaviours/plain-click";

const pageAnchor = (page: number) => `listing-page-${page}`;

const numberFormat = new Intl.NumberFormat("ru-RU");

type Props = {
  readonly listing: InstitutionListingResponse;
  readonly filters: FilterParams;
  readonly sort: ListingSortKey;
  /** The URL of this listing showing pages 1..page. */
  readonly pageHref: (page: number) => string;
  /** The bare listing of the type, for the empty state. */
  readonly resetHref: string;
  readonly busy: boolean;
};

/**
 * The results: the count (announced politely), the cards and «Показать ещё». Without JavaScript «Показать ещё» is a
 * link to ?page=N+1, which the server renders as pages 1..N+1 scrolled to the new page; with it the next page is
 * appended in place and the address updated, without scrolling to the top.
 */
export function ListingResults({ listing, filters, sort, pageHref, resetHref, busy }: Props) {
  const api = useApi();
  const pages = useInfiniteQuery(listingPagesQuery(api, { filters, sort }, listing));
  const answers = pages.data?.pages ?? [listing];
  const pageNumbers = (pages.data?.pageParams ?? []).filter((page): page is number => typeof page === "number");
  const shownPages = pageNumbers.at(-1) ?? listing.current_page;
  const currencies = useMemo(
    () =>
      new Map<number, CurrencyCode | null>(
        listing.facets.countries.map((country) => [country.id, parseCurrencyCode(country.currency.code)]),
      ),
    [listing.facets.countries],
  );
  const cards = answers.flatMap((answer, index) =>
    answer.data.map((card, at) => ({
      card,
      page: index === 0 ? Math.floor(at / LISTING_PAGE_SIZE) + 1 : (pageNumbers[index] ?? 0),
      firstOfPage: index === 0 ? at % LISTING_PAGE_SIZE === 0 : at === 0,
    })),
  );
  const total = listing.total;
  const more = cards.length < total && shownPages < LISTING_MAX_PAGES;
  const nextHref = `${pageHref(shownPages + 1)}#${pageAnchor(shownPages + 1)}`;

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (pages.isFetchingNextPage) return;
    const next = shownPages + 1;
    const result = await pages.fetchNextPage();
    const added = result.data?.pages.at(-1);
    if (result.isError || added === undefined || added.data.length === 0 || result.data?.pageParams.at(-1) !== next) {
      window.location.assign(nextHref);
      return;
    }
    window.history.replaceState(window.history.state, "", pageHref(next));
    document.getElementById(pageAnchor(next))?.querySelector("a")?.focus();
  };

  return (
    <div className="listing-results" aria-busy={busy}>
      <p className="listing-results__count" role="status" aria-live="polite">
        {total === 0 ? "Ничего не найдено" : `Найдено: ${countText(total, INSTITUTION_FORMS)}`}
      </p>
      {total === 0 ? (
        <div className="listing-empty">
          <h3 className="listing-empty__title">Ничего не найдено</h3>
          <p>
            Под выбранные условия не подходит ни одно учебное заведение. Уберите часть фильтров или начните сначала.
          </p>
          <p className="listing-empty__actions">
            <Link className="listing-button listing-button--primary" to={resetHref}>
              Сбросить фильтры
            </Link>
            <Link className="listing-button" to="/">
              На главную
            </Link>
          </p>
        </div>
      ) : (
        <ol className="listing-cards">
          {cards.map(({ card, page, firstOfPage }) => (
            <InstitutionCard
              key={`${page}-${card.id}`}
              card={card}
              currency={currencies.get(card.country.id) ?? undefined}
              anchorId={firstOfPage && page > 1 ? pageAnchor(page) : undefined}
            />
          ))}
        </ol>
      )}
      {total > 0 ? (
        <div className="listing-more">
          <p className="listing-more__shown">
            {`Показано ${numberFormat.format(Math.min(cards.length, total))} из ${numberFormat.format(total)}`}
          </p>
          {more ? (
            <a
              className="listing-button listing-more__button"
              href={nextHref}
              onClick={(event) => void loadMore(event)}
              aria-disabled={pages.isFetchingNextPage || undefined}
            >
              {pages.isFetchingNextPage ? "Загружаем…" : "Показать ещё"}
            </a>
          ) : cards.length < total ? (
            <p className="listing-more__limit">
              Показаны первые {cards.length}. Уточните фильтры, чтобы увидеть остальные учебные заведения.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
