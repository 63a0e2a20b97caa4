/** The part of a requested address that decides the page: its path and its query ("" or "?a=1"). */
export type RequestedAddress = { readonly pathname: string; readonly search: string };

/**
 * Where a request for an institution, degree program or education base page must go instead (ADR 023,
 * decision 1): null when it already asks for the entity's own path, else that path with the query kept (a 301).
 * Type, country, city and slugs that do not match the entity (an old city, a renamed slug with the same id) all end
 * up on one address.
 */
export const canonicalLocation = (requested: RequestedAddress, canonical: string): string | null =>
  requested.pathname === canonical ? null : `${canonical}${requested.search}`;
