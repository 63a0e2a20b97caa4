import { LISTING_SORTS, type ListingSortKey } from "../../../core/domain/listing/listing-sort";
import { LISTING_VIEW_KEYS } from "../../../core/domain/listing/listing-view";

const SORT_LABELS: Readonly<Record<ListingSortKey, string>> = {
  rating: "По рейтингу",
  price: "Сначала дешевле",
  ranking: "По месту в мировом рейтинге",
};

/**
 * The order of the listing: a select of the given form (its `form` attribute ties it to a form elsewhere on the
 * page). Without JavaScript the «Применить» button submits that form; with it a change applies at once.
 */
export function SortSelect({
  formId,
  value,
  onChange,
}: {
  formId: string;
  value: ListingSortKey;
  onChange: (sort: ListingSortKey) => void;
}) {
  return (
    <div className="listing-sort">
      <label htmlFor={`${formId}-sort`}>Сортировка</label>
      <select
        id={`${formId}-sort`}
        name={LISTING_VIEW_KEYS.sort}
        form={formId}
        value={value}
        onChange={(event) => onChange(LISTING_SORTS.find((sort) => sort === event.target.value) ?? "rating")}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={formId} className="listing-button">
          Применить
        </button>
      </noscript>
    </div>
  );
}
