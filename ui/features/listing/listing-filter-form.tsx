import type { ChangeEvent, FormEvent, RefObject } from "react";
import { Link } from "react-router";
import type { InstitutionListingResponse } from "../../../core/domain/catalogue/institution-listing-response";
import { EDUCATION_TYPE_OPTIONS } from "../../../core/domain/listing/education-type-options";
import { LISTING_FORM_MARKER } from "../../../core/domain/listing/listing-form";
import { LISTING_QUERY_KEYS as KEYS } from "../../../core/domain/listing/listing-query-keys";
import { LISTING_VIEW_KEYS, type ListingView } from "../../../core/domain/listing/listing-view";
import { parseQueryString } from "../../../core/domain/listing/query-string-parse";
import { chosenSlugs } from "./chosen-slugs";
import { FacetGroup } from "./facet-group";
import { SecondaryFilters } from "./secondary-filters";
import { SyncedInput } from "./synced-input";

type Props = {
  readonly id: string;
  readonly action: string;
  readonly view: ListingView;
  readonly listing: InstitutionListingResponse;
  readonly priceFromMin: number;
  readonly foreign: string;
  readonly resetHref: string;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onFieldChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The listing filters as one GET form (spec 2): title search, education type, the four flags, program levels,
 * directions, languages and specialties with counts, and the second set. Without JavaScript it is submitted with the
 * «Показать» button and the server redirects to the canonical URL; with it every change applies at once. The
 * location travels in hidden fields (the location menu changes it).
 */
export function ListingFilterForm({
  id,
  action,
  view,
  listing,
  priceFromMin,
  foreign,
  resetHref,
  formRef,
  onFieldChange,
  onSubmit,
}: Props) {
  const { route, query } = view.filter;
  const facets = listing.facets;
  const level = route.programLevel;
  const chosenLevels = chosenSlugs([level?._tag === "DegreeProgram" ? level.program : null, ...query.programLevels]);
  const flags = [
    { name: KEYS.hasGrant, label: "Есть гранты", on: query.hasGrant },
    { name: KEYS.partners, label: "Партнёры Шуюань", on: query.partners },
    { name: KEYS.vacancies, label: "Есть свободные места", on: query.vacancies },
    { name: KEYS.langCourses, label: "Языковые курсы", on: query.langCourses || level?._tag === "LanguageCourse" },
  ];
  const named = (list: readonly { slug: string; title: string; count: number }[]) =>
    list.map((facet) => ({ value: facet.slug, label: facet.title, count: facet.count }));
  return (
    <form
      id={id}
      ref={formRef}
      className="listing-filters__form"
      method="get"
      action={action}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h3 className="listing-filters__title" id={`${id}-title`}>
        Фильтры
      </h3>
      <input type="hidden" name={LISTING_VIEW_KEYS.form} value={LISTING_FORM_MARKER} />
      {[route.country, ...query.countries].flatMap((ref) =>
        ref === null ? [] : [<input key={`c-${ref.id}`} type="hidden" name={KEYS.countries} value={ref.slug} />],
      )}
      {[route.city, ...query.cities].flatMap((ref) =>
        ref === null ? [] : [<input key={`t-${ref.id}`} type="hidden" name={KEYS.cities} value={ref.slug} />],
      )}
      {[...parseQueryString(foreign)].map(([name, value]) => (
        <input key={`f-${name}`} type="hidden" name={name} value={value} />
      ))}

      <div className="listing-filters__field">
        <label htmlFor={`${id}-title-search`}>Название учебного заведения</label>
        <SyncedInput
          id={`${id}-title-search`}
          type="search"
          name={KEYS.title}
          value={query.title}
          maxLength={100}
          autoComplete="off"
          onChange={onFieldChange}
        />
      </div>

      <fieldset className="listing-filters__group">
        <legend>Тип учебного заведения</legend>
        {EDUCATION_TYPE_OPTIONS.map((option) => (
          <div key={option.value} className="listing-filters__choice">
            <input
              type="radio"
              id={`${id}-type-${option.value}`}
              name={KEYS.educationType}
              value={option.value}
              checked={route.type === option.value}
              onChange={onFieldChange}
            />
            <label htmlFor={`${id}-type-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>

      <fieldset className="listing-filters__group">
        <legend>Условия</legend>
        {flags.map((flag) => (
          <div key={flag.name} className="listing-filters__choice">
            <input
              type="checkbox"
              id={`${id}-${flag.name}`}
              name={flag.name}
              value="true"
              checked={flag.on}
              onChange={onFieldChange}
            />
            <label htmlFor={`${id}-${flag.name}`}>{flag.label}</label>
          </div>
        ))}
      </fieldset>

      <FacetGroup
        legend="Уровень программы"
        name={KEYS.programLevels}
        options={named(facets.degree_programs)}
        chosen={chosenLevels}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Направление"
        name={KEYS.directions}
        options={named(facets.directions)}
        chosen={chosenSlugs(query.directions)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Язык обучения"
        name={KEYS.languages}
        options={named(facets.lang_instructions)}
        chosen={chosenSlugs(query.languages)}
        onChange={onFieldChange}
      />
      <FacetGroup
        legend="Специальность"
        name={KEYS.specialties}
        options={named(facets.specialties)}
        chosen={chosenSlugs(query.specialties)}
        onChange={onFieldChange}
      />
      <SecondaryFilters
        id={id}
        secondary={view.filter.secondary}
        facets={facets}
        priceFromMin={priceFromMin}
        onFieldChange={onFieldChange}
      />

      <div className="listing-filters__actions">
        <button type="submit" className="listing-button listing-button--primary">
          Показать
        </button>
        <Link className="listing-filters__reset" to={resetHref} preventScrollReset>
          Сбросить фильтры
        </Link>
      </div>
    </form>
  );
}
