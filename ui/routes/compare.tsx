import { HydrationBoundary } from "@tanstack/react-query";
import { redirect } from "react-router";
import { institutionIdOf, SHORTLIST_KINDS } from "../../core/domain/compare/shortlist-item";
import { removeFromShortlist } from "../../core/domain/compare/shortlist-remove";
import { loadPage } from "../app/load-page";
import { requestApiContext } from "../app/request-context";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { COMPARE_PATH } from "../features/compare/compare-path";
import { compareInstitutionQuery, shortlistQuery } from "../features/compare/compare.queries";
import { CompareView } from "../features/compare/compare-view";
import { prefetch } from "../data/prefetch";
import type { Route } from "./+types/compare";

const TITLE = "Сравнение";

/**
 * The comparison (/sravnenie/). A signed-in user's list is on the server, so the table is rendered here with
 * every institution it needs; a visitor's list lives in the browser and the page loads it there (ADR compare).
 */
export async function loader(args: Route.LoaderArgs) {
  const { page } = await loadPage(args);
  const first = await prefetch(args.context, (api) => [shortlistQuery(api)] as const);
  const [items] = first.data;
  const ids = [...new Set((items ?? []).map(institutionIdOf))];
  // A visitor's null is not handed over: in the browser the account's list is asked for only once signed in.
  const { dehydrated } = await prefetch(args.context, (api) => [
    ...(items === null ? [] : [shortlistQuery(api)]),
    ...ids.map((id) => compareInstitutionQuery(api, id)),
  ]);
  return { page, dehydrated };
}

/** Without JavaScript a signed-in user removes an item with the form's POST; the page then shows the new list. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = SHORTLIST_KINDS.find((candidate) => candidate === form.get("kind"));
  const id = Number(form.get("id"));
  const api = context.get(requestApiContext);
  if (kind !== undefined && Number.isSafeInteger(id) && id > 0) {
    const items = await api.shortlist.get();
    if (items !== null) await api.shortlist.put(removeFromShortlist(items, { kind, id }));
  }
  return redirect(COMPARE_PATH, 303);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.loaderData?.page.seo, `${TITLE} — Шуюань`),
  { name: "robots", content: "noindex" },
];

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const heading = loaderData.page.seo?.h1 || TITLE;
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <main id="main" className="container page compare-page">
        <Breadcrumbs items={[{ name: TITLE, to: COMPARE_PATH }]} />
        <h1>{heading}</h1>
        <CompareView />
      </main>
    </HydrationBoundary>
  );
}
