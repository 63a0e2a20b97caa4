import { Link } from "react-router";
import { AppLink } from "../../../components/app-link";
import { combinedAvailability } from "../../../../core/domain/admission/combined-availability";
import type { DegreeProgram } from "../../../../core/domain/catalogue/degree-program";
import type { InstitutionRef } from "../../../../core/domain/catalogue/institution-ref";
import { degreeProgramHref } from "../../../../core/domain/compare/compare-links";
import { programCheckedAt } from "../../../../core/domain/institution-page/data-checked";
import { programAdmission } from "../../../../core/domain/institution-page/program-admission";
import { QUICK_ORDER_PARAM } from "../../../../core/domain/institution-page/quick-order";
import type { CurrencyCode } from "../../../../core/domain/price/currency-code";
import { programPrice } from "../../../../core/domain/price/program-price";
import { INSTITUTION_TEXTS as T } from "../institution-texts";
import { AdmissionBadge } from "./admission-badge";
import { ApplyUnavailable } from "./apply-unavailable";
import { DataChecked } from "./data-checked";
import { ProgramPriceText } from "./program-price-text";
import { QUICK_ORDER_ANCHOR } from "./quick-order-anchor";

type Props = {
  readonly institution: InstitutionRef;
  readonly programs: readonly DegreeProgram[];
  readonly currency?: CurrencyCode;
};

/**
 * The degree programs of an institution: each links its page and shows its price range over its bases, whether it
 * takes applications with the wave line, when its data was checked, and a quick order about it.
 */
export function ProgramList({ institution, programs, currency }: Props) {
  if (programs.length === 0) return <p>{T.noPrograms}</p>;
  return (
    <ul className="program-list">
      {programs.map((program) => {
        const admission = programAdmission(program.education_bases);
        const availability = combinedAvailability(program.education_bases);
        const href = degreeProgramHref(institution, program.slug);
        return (
          <li key={program.id} className="program-card">
            <h3 className="program-card__title">
              <AppLink to={href}>{program.title}</AppLink>
            </h3>
            {program.excerpt ? <p className="program-card__excerpt">{program.excerpt}</p> : null}
            <p className="program-card__price">
              <ProgramPriceText price={programPrice(program)} currency={currency} />
            </p>
            <p className="program-card__admission">
              <AdmissionBadge availability={availability} />
              {admission.text === null ? null : <span className="program-card__wave">{admission.text}</span>}
            </p>
            <ApplyUnavailable availability={availability} className="program-card__reason" />
            <DataChecked updatedAt={programCheckedAt(program.education_bases)} />
            <p className="program-card__actions" data-slot="program-actions">
              <Link
                to={`?${QUICK_ORDER_PARAM}=${program.id}#${QUICK_ORDER_ANCHOR}`}
                preventScrollReset
                aria-label={`${T.quickOrder}: ${program.title}`}
              >
                {T.quickOrder}
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
