import type { ReactNode } from "react";
import { telHref } from "../../core/domain/contacts/tel-href";
import { mapsScriptSrc } from "../../core/domain/navigation/third-party-widgets";
import type { Contacts } from "../../core/domain/main-data/contacts";
import { loadPage } from "../app/load-page";
import { SITE_NAME } from "../app/page-seo";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { HtmlContent } from "../components/html-content";
import { JsonLd } from "../components/json-ld";
import { useMainData, useSiteSettings } from "../data/use-main-data";
import { WidgetMap } from "../widgets/widget-map";
import { emailAddress } from "../features/home/email-address";
import { httpsLink } from "../features/home/maps-embed";
import { organizationJsonLd } from "../features/home/site-json-ld";
import type { Route } from "./+types/contacts";
import "../features/home/company-pages.css";

const FALLBACK_TITLE = "Контакты";

export const loader = (args: Route.LoaderArgs) => loadPage(args);

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, FALLBACK_TITLE);

/** An e-mail address as a mailto link; any other text as it is. */
function MailOrText({ text }: { text: string }) {
  const address = emailAddress(text);
  return address === null ? <>{text}</> : <a href={`mailto:${address}`}>{address}</a>;
}

function PhoneOrText({ text }: { text: string }) {
  const href = telHref(text);
  return href === null ? <>{text}</> : <a href={href}>{text}</a>;
}

/** One labelled contact; nothing when the value is empty. */
function Item({ term, value, children }: { term: string; value: string; children: ReactNode }) {
  if (value.trim() === "") return null;
  return (
    <div className="contacts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ContactDetails({ contacts }: { contacts: Contacts }) {
  return (
    <dl className="contacts__list">
      <Item term="Адрес" value={contacts.address}>
        {contacts.address}
      </Item>
      <Item term="Почтовый индекс" value={contacts.zip_code}>
        {contacts.zip_code}
      </Item>
      <Item term="Часы работы" value={contacts.working_hours}>
        {contacts.working_hours}
      </Item>
      <Item term="Контакт-центр" value={contacts.contact_center}>
        <PhoneOrText text={contacts.contact_center} />
      </Item>
      <Item term="Электронная почта" value={contacts.main_email}>
        <MailOrText text={contacts.main_email} />
      </Item>
      <Item term="Отдел заботы о клиентах" value={contacts.user_care_department}>
        <MailOrText text={contacts.user_care_department} />
      </Item>
    </dl>
  );
}

function HowToGetThere({ contacts, mapsWidget }: { contacts: Contacts; mapsWidget: boolean }) {
  const route = httpsLink(contacts.maps_route_link);
  const embed = httpsLink(contacts.maps_iframe_link);
  const onFoot = contacts.on_foot_description.trim();
  const byCar = contacts.by_car_description.trim();
  const address = contacts.address.trim();
  if (onFoot === "" && byCar === "" && route === null && embed === null && !mapsWidget) return null;
  const frame =
    embed === null ? null : (
      <iframe
        className="contacts__map"
        src={embed}
        title={`Карта: ${address || "офис компании"}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  return (
    <section className="contacts__way" aria-labelledby="contacts-way">
      <h2 id="contacts-way">Как добраться</h2>
      {onFoot === "" ? null : (
        <>
          <h3>Пешком</h3>
          <p>{onFoot}</p>
        </>
      )}
      {byCar === "" ? null : (
        <>
          <h3>На машине</h3>
          <p>{byCar}</p>
        </>
      )}
      {route === null ? null : (
        <p>
          <a className="button button--outline" href={route} target="_blank" rel="noopener noreferrer">
            Построить маршрут<span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </p>
      )}
      <WidgetMap className="contacts__map" place={{ address, title: SITE_NAME }} fallback={frame} />
    </section>
  );
}

/**
 * /contacts/ (spec 2): the page's own text, then the company's contacts from the layout settings: address, hours,
 * phone and mail, how to get there on foot and by car, a route link, and a map: the maps widget's when MAPS_SCRIPT_URL is
 * set (drawn in the browser, never for bots: ADR 033), else the configured map frame, else none.
 * LocalBusiness structured data.
 */
export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const contacts = useMainData()?.layout_settings.contacts ?? null;
  const site = useSiteSettings();
  const origin = site?.origin ?? "";
  const mapsWidget = site !== null && mapsScriptSrc(site.widgets, site.isBot) !== null;
  const heading = page.seo?.h1 || page.seo?.title || FALLBACK_TITLE;
  return (
    <main id="main" className="container page contacts">
      <Breadcrumbs items={[{ name: heading, to: path }]} />
      <h1>{heading}</h1>
      {page.description === "" ? null : <HtmlContent html={page.description} />}
      {contacts === null ? null : (
        <>
          <JsonLd data={organizationJsonLd({ origin, name: SITE_NAME }, contacts, "LocalBusiness")} />
          <div className="contacts__grid">
            <section className="contacts__card" aria-labelledby="contacts-office">
              <h2 id="contacts-office">Офис и связь</h2>
              <ContactDetails contacts={contacts} />
            </section>
            <HowToGetThere contacts={contacts} mapsWidget={mapsWidget} />
          </div>
        </>
      )}
    </main>
  );
}
