import { data, redirect, type RouterContextProvider } from "react-router";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import { canonicalLocation } from "../../../core/domain/institution-page/canonical-location";
import { parseEntitySlug } from "../../../core/domain/route/slug/entity-slug";
import { requestApiContext } from "../../app/request-context";

/** The 404 of an institution, program or base that does not exist (or not where the path puts it). */
export const notFound = () => data(ERROR_TEXTS.notFound, { status: 404 });

/** The id at the end of an institution or education base slug ("cugb-29" is 29); a 404 for anything else. */
export const entityIdOf = (slug: string): number => {
  const parsed = parseEntitySlug(slug);
  if (!parsed.ok) throw notFound();
  return parsed.value.id;
};

/** ADR 023 (decision 1): a page asked for under a path not its entity's own answers 301 to it, query kept. */
export const keepCanonical = (url: URL, canonical: string): void => {
  const location = canonicalLocation(url, canonical);
  if (location !== null) throw redirect(location, 301);
};

/**
 * The institution a program or base names, or (when the API leaves it out) the institution of the path itself.
 * Either way it must be the institution whose id the path carries.
 */
export const ownerOf = async (
  context: Readonly<RouterContextProvider>,
  named: InstitutionRef | null,
  institutionId: number,
): Promise<InstitutionRef> => {
  const owner = named ?? (await context.get(requestApiContext).catalogue.institution(institutionId));
  if (owner === null || owner.id !== institutionId) throw notFound();
  return owner;
};

/** The referrer of the page load, handed to the request form (its script replaces it with the browser's own). */
export const referrerOf = (request: Request): string => request.headers.get("referer") ?? "";
