import { hrefFor } from "../../core/domain/route/href-for";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { ContentPage } from "../features/content/components/content-page";
import { notFound } from "../features/content/route-guards";
import type { Route } from "./+types/hsk-info";

/** /hsk/info-o-hsk/: the exam explained, its whole content the page data; it sits under /hsk/ in the trail. */
export async function loader(args: Route.LoaderArgs) {
  const loaded = await loadPage(args);
  if (loaded.page.seo === null && loaded.page.description === "") return notFound();
  return { path: loaded.path, page: loaded.page };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Информация об HSK");

export default function HskInfo({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const heading = page.seo?.h1 || "Информация об HSK";
  return (
    <ContentPage
      crumbs={[
        { name: "HSK", to: hrefFor({ screen: "hsk", params: {} }) },
        { name: heading, to: path },
      ]}
      heading={heading}
      intro={page.description}
    />
  );
}
