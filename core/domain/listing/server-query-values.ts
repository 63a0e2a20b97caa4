import type { FacetRef } from "./listing-filter";

/** Ids of the given facets joined by commas, first occurrence kept; undefined when there are none. */
export const joinIds = (refs: readonly (FacetRef | null)[]): string | undefined => {
  const ids = [...new Set(refs.flatMap((ref) => (ref === null ? [] : [ref.id])))];
  return ids.length === 0 ? undefined : ids.join(",");
};

type Present<T> = { readonly [K in keyof T]?: Exclude<T[K], undefined | "" | false> };

/** Drops every key whose value is undefined, the empty string or false: server queries carry no empty values. */
export const omitEmpty = <T extends object>(query: T): Present<T> =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== "" && value !== false),
  ) as Present<T>;
