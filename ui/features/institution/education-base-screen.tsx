import { InstSection } from "./components/inst-section";
import { SECTION_IDS } from "./section-ids";
import { AppLink } from "../../components/app-link";
import { admissionAvailability } from "../../../core/domain/admission/admission-availability";
import { canApply } from "../../../core/domain/admission/can-apply";
import { admissionWaveText } from "../../../core/domain/admission/wave-text";
import { degreeProgramHref } from "../../../core/domain/compare/compare-links";
import { applyHref } from "../../../core/domain/institution-page/apply-href";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";
import { institutionBreadcrumbs } from "../../../core/domain/institution-page/institution-breadcrumbs";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { PriceWithRoubles } from "../../components/price-with-roubles";
import { HtmlContent } from "../../components/html-content";
import { JsonLd } from "../../components/json-ld";
import { AdmissionBadge } from "./components/admission-badge";
import { ApplyLink } from "./components/apply-link";
import { ApplyUnavailable } from "./components/apply-unavailable";
import { DataChecked } from "./components/data-checked";
import { Fact } from "./components/fact";
import { LanguageLevels } from "./components/language-levels-island";
import { QUICK_ORDER_ANCHOR } from "./components/quick-order-anchor";
import { CommentsSection } from "../comments/comments-island";
import { QuickOrderSection } from "./components/quick-order-island";
import { SpecialtiesTable } from "./components/specialties-table";
import { WavesTable } from "./components/waves-table";
import { baseTypeName, countValueText, INSTITUTION_TEXTS as T } from "./institution-texts";
import type { EducationBaseScreenData } from "./load-education-base-screen";
import { useCountryCurrency } from "./use-country-currency";
import "../../styles/institution.css";

export { type EducationBaseScreenData, loadEducationBaseScreen } from "./load-education-base-screen";

const B = T.base;

/**
 * An education base of an institution (spec 2, 3): price, type, waves with their dates, the enrollment phase and
 * its dates, language levels, required documents, specialties, places, and «Подать заявку» with this base chosen.
 */
export function EducationBaseScreen({ data: screen }: { data: EducationBaseScreenData }) {
  const { base, institution } = screen;
  const ids = SECTION_IDS;
  const currency = useCountryCurrency(institution.country.id);
  const program = base.degree_program;
  const wave = admissionWaveText(base.waves);
  const type = baseTypeName(base.type);
  const trail = institutionBreadcrumbs(institution, [
    ...(program === null ? [] : [{ name: program.title, to: degreeProgramHref(institution, program.slug) }]),
    { name: base.title, to: educationBaseHref(institution, base.slug) },
  ]);
  const phases = [
    { term: B.submission, text: base.submission_at_str },
    { term: B.entrance, text: base.entrance_at_str },
    { term: B.enrollment, text: base.enrollment_at_str },
  ].filter((phase) => phase.text !== null);
  const apply = applyHref({ educationBaseId: base.id });
  const availability = admissionAvailability(base);
  const open = canApply(availability);
  return (
    <main id="main" className="container page institution-page">
      <Breadcrumbs items={trail} />
      <header className="inst-header">
        <div className="inst-header__titles">
          <p className="inst-header__kind">
            {institution.title.ru}
            {program === null ? null : ` · ${program.title}`}
          </p>
          <h1 className="inst-header__title">{screen.seo?.h1 || base.title}</h1>
          {base.excerpt ? <p className="inst-header__lead">{base.excerpt}</p> : null}
        </div>
        <div className="inst-header__actions" data-slot="header-actions">
          {open ? (
            <ApplyLink className="button button--primary" to={apply}>
              {T.apply}
            </ApplyLink>
          ) : null}
          <a className="button button--outline" href={`#${QUICK_ORDER_ANCHOR}`}>
            {T.quickOrder}
          </a>
        </div>
      </header>

      <dl className="inst-facts">
        <Fact term={T.price}>
          <PriceWithRoubles range={{ min: base.min_price, max: base.max_price }} currency={currency} />
        </Fact>
        {type === null ? null : <Fact term={B.kind}>{type}</Fact>}
        {program === null ? null : (
          <Fact term={B.program}>
            <AppLink to={degreeProgramHref(institution, program.slug)}>{program.title}</AppLink>
          </Fact>
        )}
        {base.total_places === null ? null : <Fact term={B.totalPlaces}>{countValueText(base.total_places)}</Fact>}
        {base.available_places === null ? null : (
          <Fact term={B.availablePlaces}>{countValueText(base.available_places)}</Fact>
        )}
        {base.languages.length === 0 ? null : (
          <Fact term={B.languages}>{base.languages.map((language) => language.title).join(", ")}</Fact>
        )}
        {base.directions.length === 0 ? null : (
          <Fact term={B.directions}>{base.directions.map((direction) => direction.title).join(", ")}</Fact>
        )}
        <Fact term={T.views}>{countValueText(base.views)}</Fact>
      </dl>
      <DataChecked updatedAt={base.updated_at} />

      <InstSection headingId={ids.admission} title={T.admission}>
        <p className="inst-admission">
          <AdmissionBadge availability={availability} />
          {wave.ok ? <span className="inst-admission__wave">{wave.value.text}</span> : null}
        </p>
        <ApplyUnavailable availability={availability} className="inst-admission__reason" />
        {base.enrollment_phase ? <p className="inst-admission__phase">{base.enrollment_phase}</p> : null}
        <WavesTable waves={base.waves} caption={B.waves} />
        {phases.length === 0 ? null : (
          <>
            <h3 className="inst-subtitle">{B.phases}</h3>
            <dl className="inst-facts inst-facts--phases">
              {phases.map((phase) => (
                <Fact key={phase.term} term={phase.term}>
                  {phase.text}
                </Fact>
              ))}
            </dl>
          </>
        )}
      </InstSection>

      {base.extra.hsk_level === null && base.extra.ielts_level === null ? null : (
        <InstSection headingId={ids.levels} title={B.requirements}>
          <LanguageLevels extra={base.extra} />
        </InstSection>
      )}

      {base.block_required_documents === null || base.block_required_documents.trim() === "" ? null : (
        <InstSection headingId={ids.documents} title={B.documents}>
          <HtmlContent html={base.block_required_documents} />
        </InstSection>
      )}

      {base.specialties.length === 0 ? null : (
        <InstSection headingId={ids.specialties} title={B.specialties}>
          <SpecialtiesTable
            specialties={base.specialties}
            currency={currency}
            caption={`${B.specialties}: ${base.title}`}
          />
        </InstSection>
      )}

      {base.content.trim() === "" ? null : (
        <InstSection headingId={ids.about} title={B.about}>
          <HtmlContent html={base.content} />
        </InstSection>
      )}

      {open ? (
        <p className="inst-apply">
          <ApplyLink className="button button--primary" to={apply} aria-label={`${T.apply}: ${base.title}`}>
            {T.apply}
          </ApplyLink>
        </p>
      ) : (
        <ApplyUnavailable availability={availability} className="inst-apply" />
      )}

      <QuickOrderSection
        names={[institution.title.ru, program?.title ?? null, base.title]}
        about={null}
        referrer={screen.referrer}
      />
      <CommentsSection data={screen.comments} />
      <JsonLd data={screen.jsonLd} />
    </main>
  );
}
