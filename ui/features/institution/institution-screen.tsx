import { InstSection } from "./components/inst-section";
import { SECTION_IDS } from "./section-ids";
import { HydrationBoundary, useQuery } from "@tanstack/react-query";
import { canApply } from "../../../core/domain/admission/can-apply";
import { combinedAvailability } from "../../../core/domain/admission/combined-availability";
import type { Institution } from "../../../core/domain/catalogue/institution";
import type { QuickOrder } from "../../../core/domain/catalogue/institution-page-state";
import { uploadedImageUrl } from "../../../core/domain/image/uploaded-image-url";
import { applyHref } from "../../../core/domain/institution-page/apply-href";
import { institutionBreadcrumbs } from "../../../core/domain/institution-page/institution-breadcrumbs";
import { useApi } from "../../app/services";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { PriceWithRoubles } from "../../components/price-with-roubles";
import { HtmlContent } from "../../components/html-content";
import { JsonLd } from "../../components/json-ld";
import { institutionQuery } from "../../data/institution.queries";
import { CompareToggle } from "../compare/compare-toggle";
import { AdmissionBadge } from "./components/admission-badge";
import { ApplyLink } from "./components/apply-link";
import { ApplyUnavailable } from "./components/apply-unavailable";
import { Fact } from "./components/fact";
import { ExternalSiteLink } from "./components/external-site-link";
import { ProgramList } from "./components/program-list";
import { QUICK_ORDER_ANCHOR } from "./components/quick-order-anchor";
import { CommentsSection } from "../comments/comments-island";
import type { CommentsBlockData } from "../comments/load-comments-block";
import { QuickOrderSection } from "./components/quick-order-island";
import { InstitutionReviewSection } from "./components/institution-review-island";
import { RatingBlock } from "./components/rating-island";
import { TariffBox } from "./components/tariff-box";
import { countValueText, INSTITUTION_TEXTS as T } from "./institution-texts";
import type { CampusPhoto } from "./campus-photo";
import type { InstitutionScreenData } from "./load-institution-screen";
import { useCountryCurrency } from "./use-country-currency";
import "../../styles/institution.css";

export { loadInstitutionScreen, type InstitutionScreenData } from "./load-institution-screen";

/** The institution page (spec 2, 3), from the institution its loader put into the query cache. */
export function InstitutionScreen({ data: screen }: { data: InstitutionScreenData }) {
  return (
    <HydrationBoundary state={screen.dehydrated}>
      <InstitutionView
        id={screen.id}
        quickOrder={screen.quickOrder}
        referrer={screen.referrer}
        h1={screen.seo?.h1 ?? null}
        jsonLd={screen.jsonLd}
        comments={screen.comments}
        photo={screen.photo}
      />
    </HydrationBoundary>
  );
}

type ViewProps = {
  id: number;
  quickOrder: QuickOrder;
  referrer: string;
  h1: string | null;
  jsonLd: unknown;
  comments: CommentsBlockData;
  photo: CampusPhoto | null;
};

function InstitutionView({ id, ...rest }: ViewProps) {
  const { data: institution } = useQuery(institutionQuery(useApi(), id));
  // The loader has put it in the cache (or answered 404), so it is there on the server and after hydration.
  if (!institution) return null;
  return <InstitutionPage institution={institution} {...rest} />;
}

function InstitutionPage({
  institution,
  quickOrder,
  referrer,
  h1,
  jsonLd,
  comments,
  photo,
}: Omit<ViewProps, "id"> & { institution: Institution }) {
  const ids = SECTION_IDS;
  const currency = useCountryCurrency(institution.country.id);
  const chosen = institution.degree_programs.find((program) => program.id === quickOrder.degree_program_id) ?? null;
  const availability = combinedAvailability(institution.degree_programs.flatMap((program) => program.education_bases));
  const logo = uploadedImageUrl(institution.logo);
  const location = [institution.country.name, institution.city?.name].filter(Boolean).join(", ");
  return (
    <main id="main" className="container page institution-page">
      <Breadcrumbs items={institutionBreadcrumbs(institution)} />
      <header className="inst-header">
        {logo === null ? null : (
          <img
            className="inst-header__logo"
            src={logo}
            alt={`Логотип: ${institution.title.ru}`}
            width={96}
            height={96}
          />
        )}
        <div className="inst-header__titles">
          <p className="inst-header__kind">
            {institution.type_name}
            {institution.acronym ? ` · ${institution.acronym}` : null}
          </p>
          <h1 className="inst-header__title">{h1 || institution.title.ru}</h1>
          {institution.title.en ? (
            <p className="inst-header__alt" lang="en">
              {institution.title.en}
            </p>
          ) : null}
          {institution.title.ch ? (
            <p className="inst-header__alt" lang="zh">
              {institution.title.ch}
            </p>
          ) : null}
          <p className="inst-header__location">{location}</p>
        </div>
        <div className="inst-header__actions" data-slot="header-actions">
          {canApply(availability) ? (
            <ApplyLink className="button button--primary" to={applyHref({ institutionId: institution.id })}>
              {T.apply}
            </ApplyLink>
          ) : null}
          <a className="button button--outline" href={`#${QUICK_ORDER_ANCHOR}`}>
            {T.quickOrder}
          </a>
          <CompareToggle item={{ kind: "institution", id: institution.id }} name={institution.title.ru} />
        </div>
      </header>
      {photo ? <img className="inst-photo" {...photo} /> : null}

      <dl className="inst-facts">
        <Fact term={T.price}>
          <PriceWithRoubles range={{ min: institution.price, max: null }} currency={currency} />
        </Fact>
        <Fact term={T.admission}>
          <AdmissionBadge availability={availability} />
        </Fact>
        {institution.rank_place_world === null ? null : (
          <Fact term={T.worldRank}>{countValueText(institution.rank_place_world)}</Fact>
        )}
        {institution.rank_place_country === null ? null : (
          <Fact term={T.countryRank}>{countValueText(institution.rank_place_country)}</Fact>
        )}
        <Fact term={T.grants}>{institution.has_grants ? T.grantsYes : T.grantsNo}</Fact>
        <Fact term={T.views}>{countValueText(institution.views)}</Fact>
        <Fact term={T.site}>
          <ExternalSiteLink site={institution.site} />
        </Fact>
      </dl>

      <ApplyUnavailable availability={availability} className="inst-admission__reason" />

      <RatingBlock institution={institution} />

      {institution.tariff === null ? null : (
        <TariffBox tariff={institution.tariff} currency={currency} headingId={ids.tariff} />
      )}

      {institution.directions.length === 0 ? null : (
        <InstSection headingId={ids.directions} title={T.directions}>
          <ul className="inst-tags">
            {institution.directions.map((direction) => (
              <li key={direction.id}>{direction.title}</li>
            ))}
          </ul>
        </InstSection>
      )}

      <InstSection headingId={ids.programs} title={T.programs}>
        <ProgramList institution={institution} programs={institution.degree_programs} currency={currency} />
      </InstSection>

      {institution.content.trim() === "" ? null : (
        <InstSection headingId={ids.about} title={T.about}>
          <HtmlContent html={institution.content} />
        </InstSection>
      )}

      <QuickOrderSection
        names={[institution.title.ru, chosen?.title ?? null]}
        about={chosen?.title ?? null}
        referrer={referrer}
      />
      <InstitutionReviewSection institution={{ id: institution.id, title: institution.title.ru }} referrer={referrer} />
      <CommentsSection data={comments} />
      <JsonLd data={jsonLd} />
    </main>
  );
}
