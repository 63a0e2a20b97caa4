import { data } from "react-router";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { HtmlContent } from "../components/html-content";
import type { Route } from "./+types/info-page";

/**
 * An information or legal page whose whole content is its page data (GET /pages?url=): company, guarantees,
 * legal texts, payment outcomes. A path without page data is a 404, never an empty 200.
 */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args);
  if (loaded.page.seo === null && loaded.page.description === "") throw data("Нет данных страницы", { status: 404 });
  return loaded;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Шуюань");

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const heading = page.seo?.h1 || page.seo?.title || "Шуюань";
  return (
    <main id="main" className="container page">
      <Breadcrumbs items={[{ name: heading, to: path }]} />
      <h1>{heading}</h1>
      <HtmlContent html={page.description} />
    </main>
  );
}
