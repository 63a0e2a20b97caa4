/** A key with a text or a list (joined by literal commas, each item escaped). */
export type QueryPair = readonly [key: string, value: string | readonly string[]];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const encodeComponent = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD"));

/** Writes pairs in the given order as "?k=v&...", leaving out empty texts and empty lists; "" when nothing is left. */
export const formatQueryString = (pairs: readonly QueryPair[]): string => {
  const parts = pairs.flatMap(([key, value]) => {
    const encoded =
      typeof value === "string"
        ? encodeComponent(value)
        : value
            .filter((item) => item !== "")
            .map(encodeComponent)
            .join(",");
    return encoded === "" ? [] : [`${encodeComponent(key)}=${encoded}`];
  });
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
};
