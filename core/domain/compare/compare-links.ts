import type { InstitutionRef } from "../catalogue/institution-ref";
import { institutionCardHref } from "../listing/institution-card-href";
import { hrefFor } from "../route/href-for";

/** The institution page of spec 2 (the listing's own link rule). */
export const institutionHref = institutionCardHref;

/** The degree program page of spec 2 for a program of an institution. */
export const degreeProgramHref = (
  ref: Pick<InstitutionRef, "type_slug" | "slug" | "country" | "city">,
  programSlug: string,
): string =>
  hrefFor({
    screen: "degree-program",
    params: {
      type: ref.type_slug,
      institution: ref.slug,
      degreeProgram: programSlug,
      country: ref.country.slug,
      ...(ref.city === null ? {} : { city: ref.city.slug }),
    },
  });
