/** The section of an order form on a course or price page, and the query entry that picks what is ordered. */
export const ORDER_ANCHOR = "zakaz";
export const ORDER_QUERY = "zakaz";

/** Something a page sells: a key for the address, and the lead's subject naming it with its price as shown. */
export type OrderChoice = { readonly key: string; readonly subject: string };

/** The subject of an order lead: what is ordered and its price, as the page shows them. */
export const orderSubject = (what: string, price: string): string => `Заказ: ${what} — ${price}`;

/**
 * The address of a «Заказать» link: the same page, its query (`search`: the utm it was reached with) kept and the
 * choice set in it, scrolled to the form.
 */
export const orderHref = (key: string, search: string): string => {
  const query = new URLSearchParams(search);
  query.set(ORDER_QUERY, key);
  return `?${query.toString()}#${ORDER_ANCHOR}`;
};

/** The choice the address names (`?zakaz=`), or the first one; null when the page sells nothing. */
export const chosenOrder = (choices: readonly OrderChoice[], key: string | null): OrderChoice | null =>
  choices.find((choice) => choice.key === key) ?? choices[0] ?? null;
