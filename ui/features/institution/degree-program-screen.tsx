import { InstSection } from "./components/inst-section";
import { SECTION_IDS } from "./section-ids";
import { canApply } from "../../../core/domain/admission/can-apply";
import { combinedAvailability } from "../../../core/domain/admission/combined-availability";
import { degreeProgramHref } from "../../../core/domain/compare/compare-links";
import { programCheckedAt } from "../../../core/domain/institution-page/data-checked";
import { institutionBreadcrumbs } from "../../../core/domain/institution-page/institution-breadcrumbs";
import { programAdmission } from "../../../core/domain/institution-page/program-admission";
import { programPrice } from "../../../core/domain/price/program-price";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { HtmlContent } from "../../components/html-content";
import { JsonLd } from "../../components/json-ld";
import { CompareToggle } from "../compare/compare-toggle";
import { AdmissionBadge } from "./components/admission-badge";
import { ApplyUnavailable } from "./components/apply-unavailable";
import { BaseSummary } from "./components/base-summary";
import { DataChecked } from "./components/data-checked";
import { Fact } from "./components/fact";
import { ProgramPriceText } from "./components/program-price-text";
import { QUICK_ORDER_ANCHOR } from "./components/quick-order-anchor";
import { CommentsSection } from "../comments/comments-island";
import { QuickOrderSection } from "./components/quick-order-island";
import { INSTITUTION_TEXTS as T, placesText } from "./institution-texts";
import type { DegreeProgramScreenData } from "./load-degree-program-screen";
import { useCountryCurrency } from "./use-country-currency";
import "../../styles/institution.css";

export { type DegreeProgramScreenData, loadDegreeProgramScreen } from "./load-degree-program-screen";

/**
 * A degree program of an institution (spec 2, 3): its price range, admission and places, then each education base
 * with its price, wave line, language levels and apply button.
 */
export function DegreeProgramScreen({ data: screen }: { data: DegreeProgramScreenData }) {
  const { program, institution } = screen;
  const ids = SECTION_IDS;
  const currency = useCountryCurrency(institution.country.id);
  const admission = programAdmission(program.education_bases);
  const availability = combinedAvailability(program.education_bases);
  const places = placesText(program.total_places, program.available_places);
  const languages = program.education_langs.map((language) => language.title).join(", ");
  const trail = institutionBreadcrumbs(institution, [
    { name: program.title, to: degreeProgramHref(institution, program.slug) },
  ]);
  return (
    <main id="main" className="container page institution-page">
      <Breadcrumbs items={trail} />
      <header className="inst-header">
        <div className="inst-header__titles">
          <p className="inst-header__kind">{institution.title.ru}</p>
          <h1 className="inst-header__title">{screen.seo?.h1 || program.title}</h1>
          {program.excerpt ? <p className="inst-header__lead">{program.excerpt}</p> : null}
        </div>
        <div className="inst-header__actions" data-slot="header-actions">
          {canApply(availability) ? (
            <a className="button button--primary" href={`#${ids.bases}`}>
              {T.apply}
            </a>
          ) : null}
          <a className="button button--outline" href={`#${QUICK_ORDER_ANCHOR}`}>
            {T.quickOrder}
          </a>
          <CompareToggle
            item={{ kind: "degree_program", id: program.id, institution_id: institution.id }}
            name={program.title}
          />
        </div>
      </header>

      <dl className="inst-facts">
        <Fact term={T.price}>
          <ProgramPriceText price={programPrice(program)} currency={currency} />
        </Fact>
        <Fact term={T.admission}>
          <AdmissionBadge availability={availability} /> {admission.text}
        </Fact>
        {places === null ? null : <Fact term={T.program.places}>{places}</Fact>}
        {languages === "" ? null : <Fact term={T.program.languages}>{languages}</Fact>}
        {program.submission_years.length === 0 ? null : (
          <Fact term={T.program.years}>{program.submission_years.join(", ")}</Fact>
        )}
      </dl>
      <ApplyUnavailable availability={availability} className="inst-admission__reason" />
      <DataChecked updatedAt={programCheckedAt(program.education_bases)} />

      <InstSection headingId={`${ids.bases}-title`} title={T.program.bases} id={ids.bases}>
        {program.education_bases.length === 0 ? (
          <p>{T.program.noBases}</p>
        ) : (
          <ul className="base-list">
            {program.education_bases.map((base) => (
              <BaseSummary key={base.id} base={base} institution={institution} currency={currency} />
            ))}
          </ul>
        )}
      </InstSection>

      {program.content.trim() === "" ? null : (
        <InstSection headingId={ids.about} title={T.program.about}>
          <HtmlContent html={program.content} />
        </InstSection>
      )}

      <QuickOrderSection names={[institution.title.ru, program.title]} about={null} referrer={screen.referrer} />
      <CommentsSection data={screen.comments} />
      <JsonLd data={screen.jsonLd} />
    </main>
  );
}
