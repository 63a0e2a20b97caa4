import { data } from "react-router";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { parsePageNumber } from "../../core/domain/paging/page-number";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { HtmlContent } from "../components/html-content";
import { JsonLd } from "../components/json-ld";
import { prefetch } from "../data/prefetch";
import { Pager } from "../features/content/components/paged-list";
import { FaqAccordion } from "../features/home/faq-accordion";
import { faqPageJsonLd } from "../features/home/faq-json-ld";
import { faqGridQuery } from "../features/home/faq.queries";
import type { Route } from "./+types/faq";
import "../features/home/home.css";
import "../features/home/company-pages.css";

const FALLBACK_TITLE = "Частые вопросы";

/** Page data and one page of the FAQ grid; a malformed or out-of-range ?page= is a 404, never an empty page. */
export async function loader(args: Route.LoaderArgs) {
  const page = parsePageNumber(args.url.searchParams.get("page"));
  if (!page.ok) throw data(ERROR_TEXTS.notFound, { status: 404 });
  const [loaded, faq] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [faqGridQuery(api, page.value)] as const),
  ]);
  const [grid] = faq.data;
  if (page.value > grid.last_page) throw data(ERROR_TEXTS.notFound, { status: 404 });
  return { ...loaded, grid, pageNumber: page.value };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, FALLBACK_TITLE);

/** /faq/ (spec 2): the page's text and every question of the FAQ as an accordion, with FAQPage structured data. */
export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, path, grid, pageNumber } = loaderData;
  const heading = page.seo?.h1 || page.seo?.title || FALLBACK_TITLE;
  return (
    <main id="main" className="container page faq-page">
      <Breadcrumbs items={[{ name: heading, to: path }]} />
      <h1>{heading}</h1>
      {page.description === "" ? null : <HtmlContent html={page.description} />}
      {grid.data.length === 0 ? null : (
        <>
          <JsonLd data={faqPageJsonLd(grid.data)} />
          <FaqAccordion entries={grid.data} headingLevel={2} />
          <Pager
            current={pageNumber}
            last={grid.last_page}
            hrefOf={(n) => (n === 1 ? path : `${path}?page=${n}`)}
            label="Страницы вопросов"
          />
        </>
      )}
    </main>
  );
}
