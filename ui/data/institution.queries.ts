import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports/site-api.port";
import type { DegreeProgramLookup } from "../../core/ports/catalogue-api.port";

/**
 * An institution with the visitor's own vote (GET /institutions/{id}; the API counts one view per call, so the page
 * keeps what its loader fetched rather than asking again in the browser).
 */
export const institutionQuery = (api: SiteApi, id: number) =>
  queryOptions({
    queryKey: ["institution", id] as const,
    queryFn: () => api.catalogue.institution(id),
    staleTime: 5 * 60_000,
  });

/** A degree program of an institution by its slug (GET /degree-program). */
export const degreeProgramQuery = (api: SiteApi, lookup: DegreeProgramLookup) =>
  queryOptions({
    queryKey: ["degree-program", lookup.institution_id, lookup.degree_program_slug] as const,
    queryFn: () => api.catalogue.degreeProgram(lookup),
    staleTime: 5 * 60_000,
  });

/** An education base (GET /education-bases/{id}). */
export const educationBaseQuery = (api: SiteApi, id: number) =>
  queryOptions({
    queryKey: ["education-base", id] as const,
    queryFn: () => api.catalogue.educationBase(id),
    staleTime: 5 * 60_000,
  });
