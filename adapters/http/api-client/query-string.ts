/** Scalar query values; null, undefined, empty text and non-finite numbers are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

const text = (value: QueryValue): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return value ? "true" : "false";
  return value.trim() === "" ? null : value;
};

/** `?a=1&b=x` in key order, every key and value percent-encoded; "" when nothing is left (spec 7: skip nulls). */
export const toQueryString = (params: QueryParams): string => {
  const pairs = Object.entries(params).flatMap(([key, value]) => {
    const written = text(value);
    return written === null || key === "" ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(written)}`];
  });
  return pairs.length === 0 ? "" : `?${pairs.join("&")}`;
};
