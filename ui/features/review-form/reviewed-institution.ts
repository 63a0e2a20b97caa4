import type { RouterContextProvider } from "react-router";
import { entityIdOfText } from "../../../core/domain/shared/entity-id";
import { requestApiContext } from "../../app/request-context";

/** The query entry of /reviews/ naming the institution a review is about (the institution page's link). */
export const REVIEWED_INSTITUTION = "institution";

/** The institution a review is about: its id and its Russian name. */
export type ReviewedInstitution = { readonly id: number; readonly title: string };

/**
 * The institution the address of /reviews/ names (`?institution=12`), read through the catalogue port, so that a
 * review names only an institution that exists (null for none, an unknown id or one that is not an id).
 */
export async function reviewedInstitution(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<ReviewedInstitution | null> {
  const text = url.searchParams.get(REVIEWED_INSTITUTION);
  const id = text === null ? null : entityIdOfText(text);
  if (id === null) return null;
  const institution = await context.get(requestApiContext).catalogue.institution(id);
  return institution === null ? null : { id, title: institution.title.ru };
}
