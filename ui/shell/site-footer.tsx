import { AppLink } from "../components/app-link";
import { telHref } from "../../core/domain/contacts/tel-href";
import type { LayoutSettings } from "../../core/domain/main-data/layout-settings";
import { hrefFor } from "../../core/domain/route/href-for";
import { FooterSubscribe } from "../features/subscribe-form/footer-subscribe";
import { COMPANY_LINKS, LEGAL_LINKS, type NavItem } from "./nav-items";

type Props = {
  readonly layout: LayoutSettings | null;
  /** The year of the server render (root loader), so the browser renders the same text. */
  readonly year: number | null;
};

const isEmail = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text.trim());

function LinkColumn({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {items.map((item) => (
          <li key={item.href}>
            <AppLink to={item.href}>{item.label}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Contacts({ contacts }: { contacts: LayoutSettings["contacts"] }) {
  const phone = telHref(contacts.contact_center);
  const care = contacts.user_care_department.trim();
  return (
    <section className="site-footer__column site-footer__contacts" aria-labelledby="footer-contacts">
      <h2 className="site-footer__heading" id="footer-contacts">
        Контакты
      </h2>
      <ul className="site-footer__links">
        {phone ? (
          <li>
            <a className="site-footer__phone" href={phone}>
              {contacts.contact_center}
            </a>
          </li>
        ) : null}
        {isEmail(contacts.main_email) ? (
          <li>
            <a href={`mailto:${contacts.main_email.trim()}`}>{contacts.main_email.trim()}</a>
          </li>
        ) : null}
        {care ? (
          <li>Служба заботы о клиентах: {isEmail(care) ? <a href={`mailto:${care}`}>{care}</a> : care}</li>
        ) : null}
        {contacts.working_hours.trim() ? <li>{contacts.working_hours}</li> : null}
        {contacts.address.trim() ? (
          <li>
            <address className="site-footer__address">{contacts.address}</address>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * What the browser renders in place of the footer's server-only part: hydrating, Preact leaves the server's markup as
 * it is; a footer rendered anew (the site's frame around an error page, and back) gets that markup again, read once
 * from the document the page loaded with (module scripts run after it is parsed).
 */
const KEEP_SERVER_MARKUP = {
  __html: import.meta.env.SSR ? "" : (document.querySelector(".site-footer__server")?.innerHTML ?? ""),
};

/** The footer: contacts from the layout settings, the latest articles, company and legal pages, the news subscription, the copyright. */
export function SiteFooter({ layout, year }: Props) {
  const articles = layout?.footer.last_articles ?? [];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {layout ? <Contacts contacts={layout.contacts} /> : null}
        {articles.length > 0 ? (
          <section className="site-footer__column" aria-labelledby="footer-articles">
            <h2 className="site-footer__heading" id="footer-articles">
              Новое в блоге
            </h2>
            <ul className="site-footer__links">
              {articles.map((article) => (
                <li key={article.id}>
                  <AppLink
                    to={hrefFor({
                      screen: "blog-post",
                      params: { category: article.category_slug, slug: article.slug },
                    })}
                  >
                    {article.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <LinkColumn title="Компания" items={COMPANY_LINKS} />
        {/* The legal links and the news subscription are server markup only (ADR 067): the browser build keeps
            them as they came, so they cost the first load of every page nothing. */}
        {import.meta.env.SSR ? (
          <div className="site-footer__server">
            <LinkColumn title="Документы" items={LEGAL_LINKS} />
            <div className="site-footer__subscribe">
              <FooterSubscribe />
            </div>
          </div>
        ) : (
          <div className="site-footer__server" dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />
        )}
      </div>
      <div className="container site-footer__bottom">
        <p>{year === null ? "© Шуюань" : `© ${year} Шуюань`}</p>
      </div>
    </footer>
  );
}
