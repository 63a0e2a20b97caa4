import { absoluteUrl } from "../breadcrumbs/absolute-url";
import type { DegreeProgram } from "../catalogue/degree-program";
import type { EducationBase } from "../catalogue/education-base";
import type { InstitutionRef } from "../catalogue/institution-ref";
import { degreeProgramHref, institutionHref } from "../compare/compare-links";
import type { CurrencyCode } from "../price/currency-code";
import { degreeProgramPriceRange } from "../price/degree-program-price-range";
import type { PriceRange } from "../price/price-range";
import { baseApplicationDeadline, programApplicationDeadline } from "./application-deadline";
import { educationBaseHref } from "./education-base-href";
import { type OfferJsonLd, offerJsonLd } from "./offer-json-ld";
import { typicalStudyDuration } from "./study-duration";

type Provider = Pick<InstitutionRef, "type_slug" | "slug" | "country" | "city" | "title">;

/** schema.org EducationalOccupationalProgram structured data of a degree program or education base page. */
export type EducationalProgramJsonLd = {
  readonly "@context": "https://schema.org";
  readonly "@type": "EducationalOccupationalProgram";
  readonly name: string;
  readonly url: string;
  readonly description?: string;
  readonly provider: { readonly "@type": "EducationalOrganization"; readonly name: string; readonly url: string };
  readonly offers?: OfferJsonLd;
  readonly timeToComplete?: string;
  readonly applicationDeadline?: string;
  readonly maximumEnrollment?: number;
  readonly inLanguage?: readonly string[];
};

type Facts = {
  readonly name: string;
  readonly path: string;
  readonly description: string | null;
  readonly range: PriceRange;
  readonly periods: readonly (string | null)[];
  readonly deadline: string | null;
  readonly places: number | null;
  readonly languages: readonly { readonly title: string }[];
};

const programLd = (
  facts: Facts,
  provider: Provider,
  origin: string,
  currency?: CurrencyCode,
): EducationalProgramJsonLd => {
  const url = absoluteUrl(origin, facts.path);
  const offers = offerJsonLd(facts.range, url, currency);
  const duration = typicalStudyDuration(facts.periods);
  const description = facts.description?.trim() ?? "";
  const languages = [...new Set(facts.languages.map((language) => language.title))];
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalProgram",
    name: facts.name,
    url,
    ...(description === "" ? {} : { description }),
    provider: {
      "@type": "EducationalOrganization",
      name: provider.title.ru,
      url: absoluteUrl(origin, institutionHref(provider)),
    },
    ...(offers === null ? {} : { offers }),
    ...(duration === null ? {} : { timeToComplete: duration.iso }),
    ...(facts.deadline === null ? {} : { applicationDeadline: facts.deadline }),
    ...(facts.places === null ? {} : { maximumEnrollment: facts.places }),
    ...(languages.length === 0 ? {} : { inLanguage: languages }),
  };
};

/** A degree program: its price range over its bases, the usual length of its specialties, the last day to apply. */
export const degreeProgramJsonLd = (
  program: DegreeProgram,
  provider: Provider,
  origin: string,
  currency?: CurrencyCode,
): EducationalProgramJsonLd =>
  programLd(
    {
      name: `${program.title} — ${provider.title.ru}`,
      path: degreeProgramHref(provider, program.slug),
      description: program.excerpt,
      range: degreeProgramPriceRange(program),
      periods: program.education_bases.flatMap((base) => base.specialties.map((specialty) => specialty.period)),
      deadline: programApplicationDeadline(program.education_bases),
      places: program.total_places,
      languages: program.education_langs,
    },
    provider,
    origin,
    currency,
  );

/** An education base: its own prices, specialties, deadline, places and languages. */
export const educationBaseJsonLd = (
  base: EducationBase,
  provider: Provider,
  origin: string,
  currency?: CurrencyCode,
): EducationalProgramJsonLd =>
  programLd(
    {
      name: `${base.title} — ${provider.title.ru}`,
      path: educationBaseHref(provider, base.slug),
      description: base.excerpt,
      range: { min: base.min_price, max: base.max_price },
      periods: base.specialties.map((specialty) => specialty.period),
      deadline: baseApplicationDeadline(base),
      places: base.total_places,
      languages: base.languages,
    },
    provider,
    origin,
    currency,
  );
