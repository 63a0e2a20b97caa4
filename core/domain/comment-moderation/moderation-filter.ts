/** Which comments the console lists by their own moderation state (ADR 062). */
export const MODERATION_STATES = ["all", "visible", "hidden"] as const;
export type ModerationStateFilter = (typeof MODERATION_STATES)[number];

/** Plain comments (replies included), reviews, or both. */
export const MODERATION_TYPES = ["all", "comments", "reviews"] as const;
export type ModerationTypeFilter = (typeof MODERATION_TYPES)[number];

/** The console's comment list filters as its address carries them; every field has a neutral value. */
export type ModerationFilter = Readonly<{
  state: ModerationStateFilter;
  type: ModerationTypeFilter;
  /** A part of the text or of the author's name, or `#id`; trimmed, empty for no search. */
  search: string;
  /** 1-based. */
  page: number;
}>;

export const EMPTY_MODERATION_FILTER: ModerationFilter = { state: "all", type: "all", search: "", page: 1 };

/** Comments per page of the console's list. */
export const MODERATION_PAGE_SIZE = 20;

/** The longest search text kept (longer input is cut). */
export const MODERATION_SEARCH_MAX = 100;

/** The highest page number an address may ask for. */
export const MODERATION_PAGE_MAX = 100_000;

/** The query parameter names (the GET form's field names, and the API's). */
export const MODERATION_PARAMS = { state: "state", type: "type", search: "q", page: "page" } as const;

const oneOf = <T extends string>(list: readonly T[], text: string | null, fallback: T): T =>
  text !== null && (list as readonly string[]).includes(text) ? (text as T) : fallback;

const pageOf = (text: string | null): number =>
  text !== null && /^[1-9]\d{0,5}$/.test(text) ? Math.min(Number(text), MODERATION_PAGE_MAX) : 1;

/** The search as kept: trimmed, cut to the limit (in code points), trimmed again. */
export const moderationSearchText = (text: string | null): string =>
  [...(text ?? "").trim()].slice(0, MODERATION_SEARCH_MAX).join("").trim();

/** The filters of a query string, read leniently: an invalid value is the neutral one, so every address shows a list. */
export const parseModerationParams = (get: (name: string) => string | null): ModerationFilter => ({
  state: oneOf(MODERATION_STATES, get(MODERATION_PARAMS.state), "all"),
  type: oneOf(MODERATION_TYPES, get(MODERATION_PARAMS.type), "all"),
  search: moderationSearchText(get(MODERATION_PARAMS.search)),
  page: pageOf(get(MODERATION_PARAMS.page)),
});

/** The query pairs of a filter, neutral values left out, in a fixed order (the inverse of parseModerationParams). */
export const moderationParamsOf = (filter: ModerationFilter): readonly (readonly [string, string])[] => {
  const pairs: [string, string][] = [];
  if (filter.state !== "all") pairs.push([MODERATION_PARAMS.state, filter.state]);
  if (filter.type !== "all") pairs.push([MODERATION_PARAMS.type, filter.type]);
  if (filter.search !== "") pairs.push([MODERATION_PARAMS.search, filter.search]);
  if (filter.page !== 1) pairs.push([MODERATION_PARAMS.page, String(filter.page)]);
  return pairs;
};

/** The query string of a filter ("" or "?a=b&…"), as a GET form would write it. */
export const moderationSearchOf = (filter: ModerationFilter): string => {
  const query = moderationParamsOf(filter)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%20/g, "+")}`)
    .join("&");
  return query === "" ? "" : `?${query}`;
};

/** The comment number a search names: `#123` (that comment only) or `123` (also found in texts and names). */
export const moderationSearchId = (search: string): number | null => {
  const digits = /^#?([1-9]\d{0,8})$/.exec(search)?.[1];
  return digits === undefined ? null : Number(digits);
};

/** A search written `#123` looks for that comment only, not for the text. */
export const moderationSearchByIdOnly = (search: string): boolean => search.startsWith("#");
