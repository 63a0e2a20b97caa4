import type { BreadcrumbItem } from "../breadcrumbs/breadcrumb-item";
import type { InstitutionRef } from "../catalogue/institution-ref";
import { institutionHref } from "../compare/compare-links";
import { LISTING_TYPE_CRUMBS } from "../listing/listing-names";
import { hrefFor } from "../route/href-for";

type Located = Pick<InstitutionRef, "type_slug" | "slug" | "country" | "city" | "title">;

/**
 * The trail of an institution page after «Главная»: the listing of its type, of its country and of its city (when
 * it has one), then the institution itself and `tail` (a degree program, an education base). Every link is built
 * with hrefFor, so each one resolves to the screen it names.
 */
export const institutionBreadcrumbs = (
  ref: Located,
  tail: readonly BreadcrumbItem[] = [],
): readonly BreadcrumbItem[] => {
  const type = ref.type_slug;
  const country = ref.country.slug;
  return [
    { name: LISTING_TYPE_CRUMBS[type], to: hrefFor({ screen: "institutions-listing", params: { type } }) },
    { name: ref.country.name, to: hrefFor({ screen: "institutions-listing", params: { type, country } }) },
    ...(ref.city === null
      ? []
      : [
          {
            name: ref.city.name,
            to: hrefFor({ screen: "institutions-listing", params: { type, country, city: ref.city.slug } }),
          },
        ]),
    { name: ref.title.ru, to: institutionHref(ref) },
    ...tail,
  ];
};
