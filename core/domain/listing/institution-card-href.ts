import type { InstitutionRef } from "../catalogue/institution-ref";
import { hrefFor } from "../route/href-for";

/** The institution page of a card (spec 2): /{type}/{country}/{city?}/{institution}/ from the card's own fields. */
export const institutionCardHref = (card: Pick<InstitutionRef, "type_slug" | "slug" | "country" | "city">): string =>
  hrefFor({
    screen: "institution",
    params: {
      type: card.type_slug,
      institution: card.slug,
      country: card.country.slug,
      ...(card.city === null ? {} : { city: card.city.slug }),
    },
  });
