import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

export const SHORTLIST_QUERY_KEY = ["shortlist"] as const;

/** The signed-in user's shortlist on the server; null for a visitor or when the call fails. */
export const shortlistQuery = (api: SiteApi) =>
  queryOptions({ queryKey: SHORTLIST_QUERY_KEY, queryFn: () => api.shortlist.get(), staleTime: 30_000 });

/** An institution as the comparison reads it (a program's column reads its institution too). */
export const compareInstitutionQuery = (api: SiteApi, id: number) =>
  queryOptions({
    queryKey: ["compare", "institution", id] as const,
    queryFn: () => api.catalogue.institution(id),
    staleTime: 5 * 60_000,
  });
