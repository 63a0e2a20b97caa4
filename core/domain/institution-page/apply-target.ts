import { entityIdOfText } from "../shared/entity-id";

/**
 * What «Подать заявку» chose (ADR 023): an education base, or only the institution when none was chosen yet; or the
 * course «Записаться на курс» chose (ADR 059).
 */
export type ApplyTarget =
  | { readonly _tag: "EducationBase"; readonly id: number }
  | { readonly _tag: "Institution"; readonly id: number }
  | { readonly _tag: "Course"; readonly id: number };

/** A query string's values by name (URLSearchParams has this shape). */
export type QueryValues = { get(name: string): string | null };

/** A database id (1 to 2^31 - 1) written in digits only, as a query value; null for anything else. */
export const idOfQueryValue = (text: string | null): number | null => (text === null ? null : entityIdOfText(text));

/**
 * Reads the query of the applications settings page that applyHref wrote: `education_base` wins over `course`, which
 * wins over `institution`; anything that is not a database id (1 to 2^31 - 1, digits only) is no choice.
 */
export function parseApplyTarget(query: QueryValues): ApplyTarget | null {
  const base = idOfQueryValue(query.get("education_base"));
  if (base !== null) return { _tag: "EducationBase", id: base };
  const course = idOfQueryValue(query.get("course"));
  if (course !== null) return { _tag: "Course", id: course };
  const institution = idOfQueryValue(query.get("institution"));
  return institution === null ? null : { _tag: "Institution", id: institution };
}
