import { AppLink } from "../../../components/app-link";
import { admissionAvailability } from "../../../../core/domain/admission/admission-availability";
import { canApply } from "../../../../core/domain/admission/can-apply";
import { admissionWaveText } from "../../../../core/domain/admission/wave-text";
import type { EducationBase } from "../../../../core/domain/catalogue/education-base";
import type { InstitutionRef } from "../../../../core/domain/catalogue/institution-ref";
import { applyHref } from "../../../../core/domain/institution-page/apply-href";
import { educationBaseHref } from "../../../../core/domain/institution-page/education-base-href";
import type { CurrencyCode } from "../../../../core/domain/price/currency-code";
import { PriceWithRoubles } from "../../../components/price-with-roubles";
import { baseTypeName, INSTITUTION_TEXTS, placesText } from "../institution-texts";
import { AdmissionBadge } from "./admission-badge";
import { ApplyLink } from "./apply-link";
import { ApplyUnavailable } from "./apply-unavailable";
import { DataChecked } from "./data-checked";
import { LanguageLevels } from "./language-levels";

const T = INSTITUTION_TEXTS;

/**
 * One education base on its degree program's page: type, price text, admission with the wave line, language
 * levels, places, when it was checked, a link to its page and the apply button with this base chosen.
 */
export function BaseSummary({
  base,
  institution,
  currency,
}: {
  base: EducationBase;
  institution: InstitutionRef;
  currency?: CurrencyCode;
}) {
  const wave = admissionWaveText(base.waves);
  const type = baseTypeName(base.type);
  const places = placesText(base.total_places, base.available_places);
  const availability = admissionAvailability(base);
  return (
    <li className="base-card">
      <h3 className="base-card__title">
        <AppLink to={educationBaseHref(institution, base.slug)}>{base.title}</AppLink>
      </h3>
      {type === null ? null : <p className="base-card__type">{type}</p>}
      {base.excerpt ? <p className="base-card__excerpt">{base.excerpt}</p> : null}
      <p className="base-card__price">
        <PriceWithRoubles range={{ min: base.min_price, max: base.max_price }} currency={currency} />
      </p>
      <p className="base-card__admission">
        <AdmissionBadge availability={availability} />
        {wave.ok ? <span className="base-card__wave">{wave.value.text}</span> : null}
      </p>
      <ApplyUnavailable availability={availability} className="base-card__reason" />
      <LanguageLevels extra={base.extra} />
      {places === null ? null : (
        <p className="base-card__places">
          {T.program.places}: {places}
        </p>
      )}
      <DataChecked updatedAt={base.updated_at} />
      <p className="base-card__actions">
        {canApply(availability) ? (
          <ApplyLink
            className="button button--primary"
            to={applyHref({ educationBaseId: base.id })}
            aria-label={`${T.apply}: ${base.title}`}
          >
            {T.apply}
          </ApplyLink>
        ) : null}
        <AppLink
          className="button button--outline"
          to={educationBaseHref(institution, base.slug)}
          aria-label={`${T.program.more}: ${base.title}`}
        >
          {T.program.more}
        </AppLink>
      </p>
    </li>
  );
}
