import type { CSSProperties } from "react";
import { AppLink } from "../../components/app-link";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import { institutionHref } from "../../../core/domain/compare/compare-links";
import { panelImageStyle } from "./banner-image";

/** The institutions in demand (layout settings): logo panel, Russian name and place, each linking to its page. */
export function DemandInstitutions({ institutions }: { institutions: readonly InstitutionRef[] }) {
  return (
    <ul className="home-cards">
      {institutions.map((institution) => (
        <li key={institution.id} className="institution-card">
          <div
            className="institution-card__logo"
            style={panelImageStyle(institution.logo) as CSSProperties}
            aria-hidden="true"
          >
            {institution.title.ru.slice(0, 1)}
          </div>
          <h3 className="institution-card__title">
            <AppLink to={institutionHref(institution)} className="institution-card__link">
              {institution.title.ru}
            </AppLink>
          </h3>
          <p className="institution-card__place">
            {institution.city === null
              ? institution.country.name
              : `${institution.city.name}, ${institution.country.name}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
