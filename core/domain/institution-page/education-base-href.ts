import type { InstitutionRef } from "../catalogue/institution-ref";
import { hrefFor } from "../route/href-for";

type Located = Pick<InstitutionRef, "type_slug" | "slug" | "country" | "city">;

/** The education base page of spec 2: the institution's own path (type, country, city) and the base's slug. */
export const educationBaseHref = (ref: Located, baseSlug: string): string =>
  hrefFor({
    screen: "institution-education-base",
    params:
      ref.city === null
        ? { type: ref.type_slug, country: ref.country.slug, institution: ref.slug, educationBase: baseSlug }
        : {
            type: ref.type_slug,
            country: ref.country.slug,
            city: ref.city.slug,
            institution: ref.slug,
            educationBase: baseSlug,
          },
  });
