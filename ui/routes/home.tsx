import type { ReactNode } from "react";
import type { ShouldRevalidateFunction } from "react-router";
import { AppLink } from "../components/app-link";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { hrefFor } from "../../core/domain/route/href-for";
import { loadPage } from "../app/load-page";
import { SITE_NAME } from "../app/page-seo";
import { requestApiContext, requestQueryClientContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { HtmlContent } from "../components/html-content";
import { JsonLd } from "../components/json-ld";
import { mainDataQuery } from "../data/main.queries";
import { useMainData, useSiteSettings } from "../data/use-main-data";
import { BannerCard } from "../features/home/banner-card";
import { bannerSlots } from "../features/home/banner-slots";
import { DemandInstitutions } from "../features/home/demand-institutions";
import { eventDateTexts } from "../features/home/event-date-texts";
import { FaqAccordion } from "../features/home/faq-accordion";
import { HskBlock } from "../features/home/hsk-block";
import { LastEvents } from "../features/home/last-events";
import { LocationSwitcher } from "../features/home/location-switcher";
import { organizationJsonLd, webSiteJsonLd } from "../features/home/site-json-ld";
import { RequestForm } from "../features/request-form/request-form";
import { requestFormAction } from "../features/request-form/request-form.action";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { promoFormAction } from "../features/promo-form/promo-form.action";
import { PromoSection } from "../features/promo-form/promo-island";
import { dispatchSiteForms } from "../features/request-form/site-form-dispatch";
import type { Route } from "./+types/home";
import "../features/home/home.css";
// The promo form is an island (ADR 050): the route links its stylesheet, so the server's HTML has it.
import "../features/promo-form/promo-form.css";

/** The section of the request form; a post without JavaScript comes back scrolled to it. */
const REQUEST_ANCHOR = "zayavka";

/**
 * The date texts of the latest events, made here from the main data the root loader fetches into the same
 * request's QueryClient (same query, so no second call), so that the page ships strings and not the date library.
 */
async function lastEventDates({ request, url, context }: Route.LoaderArgs) {
  const api = context.get(requestApiContext);
  const query = mainDataQuery(api, url.pathname, sessionKeyOf(request.headers.get("cookie")));
  const main = await context.get(requestQueryClientContext).ensureQueryData(query);
  return eventDateTexts(main?.layout_settings.last_events ?? []);
}

export async function loader(args: Route.LoaderArgs) {
  const [loaded, eventDates] = await Promise.all([loadPage(args), lastEventDates(args), loadDeferredIslands()]);
  return { ...loaded, eventDates, referrer: args.request.headers.get("referer") ?? "" };
}

/** A client navigation to the home page loads the promo form's code beside the data (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return loaded;
}

/** The request form (spec 7 simple-form) and the promo form by the promo banners, with or without JavaScript. */
export const action = dispatchSiteForms({ promoForm: promoFormAction }, requestFormAction);

const isOwnAction = (formAction: string | undefined): boolean => {
  if (formAction === undefined) return false;
  const url = new URL(formAction, "http://site.invalid");
  return url.pathname === "/" && url.searchParams.has("index");
};

/** A sent request changes nothing the page shows from its loader (the form shows the outcome itself). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  isOwnAction(formAction) ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, SITE_NAME);

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {more ? (
          <AppLink className="home-section__more" to={more.to}>
            {more.label}
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The home page (spec 2 "/"): everything comes from the page data and the main data of the API: banners by slot,
 * the country and city switcher with counts, institutions in demand, the HSK block, the latest events, the main
 * FAQ and the request form. Organization and WebSite structured data; no breadcrumbs.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const main = useMainData();
  const origin = useSiteSettings()?.origin ?? "";
  const { page, referrer, eventDates } = loaderData;
  const heading = page.seo?.h1 || page.seo?.title || SITE_NAME;
  const slots = bannerSlots(main?.banners ?? {});
  const layout = main?.layout_settings ?? null;
  const hsk = main?.hsk.block_platform ?? null;
  const faq = main?.main_faq ?? [];
  const site = { origin, name: SITE_NAME };

  return (
    <main id="main" className="home">
      <JsonLd data={webSiteJsonLd(site)} />
      {layout === null ? null : <JsonLd data={organizationJsonLd(site, layout.contacts)} />}
      <div className="container">
        <section className="home-hero" aria-labelledby="home-title">
          <h1 id="home-title" className="home-hero__title">
            {heading}
          </h1>
          {page.description === "" ? null : <HtmlContent html={page.description} className="prose home-hero__intro" />}
          {slots.hero.length === 0 ? null : (
            <div className="home-hero__banners">
              {slots.hero.map((banner, index) => (
                <BannerCard key={banner.id} banner={banner} tone={index} size={index === 0 ? "large" : "medium"} />
              ))}
            </div>
          )}
        </section>

        {layout === null || layout.interactive_map.length === 0 ? null : (
          <Section id="home-map" title="Страны и города">
            <LocationSwitcher countries={layout.interactive_map} label="Страны" idPrefix="places" />
          </Section>
        )}

        {layout === null || layout.demand_institutions.length === 0 ? null : (
          <Section
            id="home-demand"
            title="Популярные учебные заведения"
            more={{
              to: hrefFor({ screen: "institutions-listing", params: { type: "catalog" } }),
              label: "Весь каталог",
            }}
          >
            <DemandInstitutions institutions={layout.demand_institutions} />
          </Section>
        )}

        <div className="home-promo">
          {slots.promo.length === 0 ? null : (
            <div className="home-banners">
              {slots.promo.map((banner, index) => (
                <BannerCard key={banner.id} banner={banner} tone={index + 2} />
              ))}
            </div>
          )}
          <PromoSection referrer={referrer} />
        </div>

        {hsk === null ? null : (
          <section className="home-section" aria-labelledby="home-hsk">
            <HskBlock block={hsk} headingId="home-hsk" />
          </section>
        )}

        {layout === null || layout.last_events.length === 0 ? null : (
          <Section
            id="home-events"
            title="Последние события"
            more={{ to: hrefFor({ screen: "blog-list", params: {} }), label: "Все публикации" }}
          >
            <LastEvents events={layout.last_events} dates={eventDates} />
          </Section>
        )}

        {slots.other.map((group) => (
          <div key={group.key} className="home-banners" data-banner-slot={group.key}>
            {group.banners.map((banner, index) => (
              <BannerCard key={banner.id} banner={banner} tone={index + 1} />
            ))}
          </div>
        ))}

        {faq.length === 0 ? null : (
          <Section
            id="home-faq"
            title="Частые вопросы"
            more={{ to: hrefFor({ screen: "faq", params: {} }), label: "Все вопросы и ответы" }}
          >
            <FaqAccordion entries={faq} />
          </Section>
        )}

        <section className="home-section home-request" id={REQUEST_ANCHOR} aria-labelledby="home-request">
          <h2 id="home-request" className="home-section__title">
            Оставьте заявку
          </h2>
          <p className="home-request__lead">
            Менеджер перезвонит, ответит на вопросы и поможет подобрать учебное заведение и программу.
          </p>
          <RequestForm
            subject="Заявка с главной страницы"
            referrer={referrer}
            labelledBy="home-request"
            anchor={REQUEST_ANCHOR}
          />
        </section>
      </div>
    </main>
  );
}

/** A read-first page: it hydrates at the visitor's first intent, not at load (docs/adr/077-read-first-pages.md). */
export const handle = { hydrate: "on-intent" } as const;
