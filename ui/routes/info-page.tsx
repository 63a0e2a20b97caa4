import { data, type ShouldRevalidateFunction } from "react-router";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { HtmlContent } from "../components/html-content";
import { saveDocFormAction } from "../features/save-doc-form/save-doc-form.action";
import { SaveDocSection } from "../features/save-doc-form/save-doc-island";
import type { Route } from "./+types/info-page";
// The document form is an island (ADR 050): the route links its stylesheets, so the server's HTML has them.
import "../features/request-form/request-form.css";
import "../features/save-doc-form/save-doc-form.css";

/** The information page that takes documents for the free check (spec 7 save-doc-form, ADR 067). */
const DOCUMENT_CHECK_PATH = "/guarantees/";

/**
 * An information or legal page whose whole content is its page data (GET /pages?url=): company, guarantees,
 * legal texts, payment outcomes. A path without page data is a 404, never an empty 200. The guarantees page also
 * takes documents for the free check.
 */
export async function loader(args: Route.LoaderArgs) {
  const checksDocuments = args.url.pathname === DOCUMENT_CHECK_PATH;
  const [loaded] = await Promise.all([loadPage(args), checksDocuments ? loadDeferredIslands() : null]);
  if (loaded.page.seo === null && loaded.page.description === "") throw data("Нет данных страницы", { status: 404 });
  return { ...loaded, checksDocuments, referrer: args.request.headers.get("referer") ?? "" };
}

/** A client navigation to the guarantees loads the document form's code beside the data (ADR 050). */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const checksDocuments = new URL(request.url).pathname === DOCUMENT_CHECK_PATH;
  const [loaded] = await Promise.all([serverLoader(), checksDocuments ? loadDeferredIslands() : null]);
  return loaded;
}

/** The document form of the guarantees page (multipart, with or without JavaScript); other pages take no posts. */
export const action = (args: Route.ActionArgs) => {
  if (args.url.pathname !== DOCUMENT_CHECK_PATH) throw data("Метод не поддерживается", { status: 405 });
  return saveDocFormAction(args);
};

/** A document sent changes nothing the page shows (the form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Шуюань");

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, path, checksDocuments, referrer } = loaderData;
  const heading = page.seo?.h1 || page.seo?.title || "Шуюань";
  return (
    <main id="main" className="container page">
      <Breadcrumbs items={[{ name: heading, to: path }]} />
      <h1>{heading}</h1>
      <HtmlContent html={page.description} />
      {checksDocuments ? <SaveDocSection referrer={referrer} /> : null}
    </main>
  );
}
