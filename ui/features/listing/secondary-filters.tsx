import { type ChangeEvent, useState } from "react";
import type { InstitutionListingResponse } from "../../../core/domain/catalogue/institution-listing-response";
import { GRANT_TYPES, type GrantType } from "../../../core/domain/listing/grant-type";
import type { SecondaryFilter } from "../../../core/domain/listing/listing-filter";
import { LISTING_TYPE_NOUNS } from "../../../core/domain/listing/listing-names";
import { SECONDARY_QUERY_KEYS as KEYS } from "../../../core/domain/listing/listing-query-keys";
import { INSTITUTION_TYPES } from "../../../core/domain/listing/listing-type";
import { chosenSlugs } from "./chosen-slugs";
import { FacetGroup } from "./facet-group";
import { SyncedInput } from "./synced-input";

const GRANT_LABELS: Readonly<Record<GrantType, string>> = { grants: "Гранты", scholarships: "Стипендии" };

const priceFormat = new Intl.NumberFormat("ru-RU");

/**
 * The second filter set of spec 3 (type of education, degree programs, grant types, language of instruction,
 * directions, cities, countries, price from), folded under «Расширенный подбор»; its fields carry the `filter.`
 * names of docs/adr/006-listing-filters.md. The lowest allowed price comes from the facets' price.min.
 */
export function SecondaryFilters({
  id,
  secondary,
  facets,
  priceFromMin,
  onFieldChange,
}: {
  id: string;
  secondary: SecondaryFilter;
  facets: InstitutionListingResponse["facets"];
  priceFromMin: number;
  onFieldChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const chosenAny =
    secondary.typeEducations.length +
      secondary.degreePrograms.length +
      secondary.typeGrants.length +
      secondary.langInstructions.length +
      secondary.directions.length +
      secondary.cities.length +
      secondary.countries.length >
      0 || secondary.priceFrom > 0;
  const [initiallyOpen] = useState(chosenAny);
  const named = (list: readonly { slug: string; title: string }[]) =>
    list.map((facet) => ({ value: facet.slug, label: facet.title }));
  return (
    <details className="listing-filters__more" open={initiallyOpen}>
      <summary className="listing-filters__more-summary">Расширенный подбор</summary>
      <FacetGroup
        legend="Тип обучения"
        name={KEYS.typeEducations}
        options={INSTITUTION_TYPES.map((type) => ({ value: type, label: LISTING_TYPE_NOUNS[type] }))}
        chosen={new Set(secondary.typeEducations)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Программы обучения"
        name={KEYS.degreePrograms}
        options={named(facets.degree_programs)}
        chosen={chosenSlugs(secondary.degreePrograms)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Гранты и стипендии"
        name={KEYS.typeGrants}
        options={GRANT_TYPES.map((grant) => ({ value: grant, label: GRANT_LABELS[grant] }))}
        chosen={new Set(secondary.typeGrants)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Язык преподавания"
        name={KEYS.langInstructions}
        options={named(facets.lang_instructions)}
        chosen={chosenSlugs(secondary.langInstructions)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Направления подготовки"
        name={KEYS.directions}
        options={named(facets.directions)}
        chosen={chosenSlugs(secondary.directions)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Страны"
        name={KEYS.countries}
        options={facets.countries.map((country) => ({ value: country.slug, label: country.name }))}
        chosen={chosenSlugs(secondary.countries)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Города"
        name={KEYS.cities}
        options={facets.cities.map((city) => ({ value: city.slug, label: city.name }))}
        chosen={chosenSlugs(secondary.cities)}
        onChange={onFieldChange}
      />
      <div className="listing-filters__field">
        <label htmlFor={`${id}-price-from`}>Цена от, ₽</label>
        <SyncedInput
          id={`${id}-price-from`}
          type="number"
          name={KEYS.priceFrom}
          inputMode="numeric"
          min={priceFromMin}
          step={1}
          value={secondary.priceFrom > 0 ? String(secondary.priceFrom) : ""}
          aria-describedby={`${id}-price-from-hint`}
          onChange={onFieldChange}
        />
        <p className="listing-filters__hint" id={`${id}-price-from-hint`}>
          В рублях, не меньше {priceFormat.format(priceFromMin)}; цены в других валютах пересчитаны по курсу
        </p>
      </div>
    </details>
  );
}
