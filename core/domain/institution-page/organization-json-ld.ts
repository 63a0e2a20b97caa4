import { absoluteUrl } from "../breadcrumbs/absolute-url";
import type { Institution } from "../catalogue/institution";
import { institutionHref } from "../compare/compare-links";
import { uploadedImageUrl } from "../image/uploaded-image-url";
import { siteLink } from "./site-link";

type Organized = Pick<
  Institution,
  "type_slug" | "slug" | "country" | "city" | "title" | "acronym" | "logo" | "site" | "rating" | "ratings_count" | "seo"
>;

/** schema.org EducationalOrganization structured data of an institution page. */
export type EducationalOrganizationJsonLd = {
  readonly "@context": "https://schema.org";
  readonly "@type": "EducationalOrganization";
  readonly name: string;
  readonly alternateName?: readonly string[];
  readonly url: string;
  readonly description?: string;
  readonly logo?: string;
  readonly sameAs?: readonly string[];
  readonly address: {
    readonly "@type": "PostalAddress";
    readonly addressCountry: string;
    readonly addressLocality?: string;
  };
  readonly aggregateRating?: {
    readonly "@type": "AggregateRating";
    readonly ratingValue: number;
    readonly ratingCount: number;
    readonly bestRating: 5;
    readonly worstRating: 1;
  };
};

const nonEmpty = (values: readonly (string | null)[]): readonly string[] =>
  values.flatMap((value) => (value === null || value.trim() === "" ? [] : [value]));

/**
 * An institution as schema.org sees it: its Russian name (English, Chinese names and acronym as alternates), its
 * page, logo, own site, country and city, and its visitors' rating once somebody has voted.
 */
export const educationalOrganizationJsonLd = (
  institution: Organized,
  origin: string,
): EducationalOrganizationJsonLd => {
  const alternates = nonEmpty([institution.title.en, institution.title.ch, institution.acronym]);
  const logo = uploadedImageUrl(institution.logo);
  const site = siteLink(institution.site);
  const description = institution.seo?.description ?? "";
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: institution.title.ru,
    ...(alternates.length === 0 ? {} : { alternateName: alternates }),
    url: absoluteUrl(origin, institutionHref(institution)),
    ...(description === "" ? {} : { description }),
    ...(logo === null ? {} : { logo: absoluteUrl(origin, logo) }),
    ...(site === null ? {} : { sameAs: [site.href] }),
    address: {
      "@type": "PostalAddress",
      addressCountry: institution.country.name,
      ...(institution.city === null ? {} : { addressLocality: institution.city.name }),
    },
    ...(institution.ratings_count === 0
      ? {}
      : {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: institution.rating,
            ratingCount: institution.ratings_count,
            bestRating: 5,
            worstRating: 1,
          },
        }),
  };
};
