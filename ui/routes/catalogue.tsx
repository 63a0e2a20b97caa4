import { data, type ShouldRevalidateFunction } from "react-router";
import { match } from "ts-pattern";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { likelyCatalogueScreen } from "../../core/domain/route/likely-catalogue-screen";
import { resolvePath } from "../../core/domain/route/resolve-path";
import { pageMeta } from "../app/route-meta";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { CatalogueScreen } from "../features/catalogue/catalogue-screen";
import { CATALOGUE_SCREENS } from "../features/catalogue/catalogue-screen-loader";
import { loadDegreeProgramScreen } from "../features/institution/load-degree-program-screen";
import { loadEducationBaseScreen } from "../features/institution/load-education-base-screen";
import { institutionPageAction } from "../features/institution/institution-page.action";
import { loadInstitutionScreen } from "../features/institution/load-institution-screen";
import { loadListingScreen } from "../features/listing/load-listing-screen";
import type { Route } from "./+types/catalogue";
// The stylesheets of the screens and of what they import, here rather than in their lazy chunks, so the server's
// HTML links them (docs/adr/040-catalogue-screens-as-chunks.md); scripts/check-bundle.mjs fails when one is missing.
import "../styles/listing.css";
import "../styles/institution.css";
import "../components/approx-roubles.css";
import "../components/table-scroll.css";
import "../components/tooltip.css";
import "../features/hsk/hsk.css";
import "../features/request-form/request-form.css";
// The institution page's review form is an island (ADR 067): its stylesheet is linked by the server's HTML.
import "../features/review-form/review-form.css";

/**
 * Every path under a catalogue type (catalog, universities, colleges, schools). The four screens of spec 2 overlap
 * as patterns (listing, institution, degree program, education base), so the core's resolvePath decides which one a
 * path is; anything it does not match is the global 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const resolution = resolvePath(args.url.pathname);
  if (resolution._tag !== "Matched") throw data(ERROR_TEXTS.globalNotFound, { status: 404 });
  const loaded = await match(resolution)
    .with({ screen: "institutions-listing" }, (r) => loadListingScreen(args, r.params))
    .with({ screen: "institution" }, (r) => loadInstitutionScreen(args, r.params))
    .with({ screen: "degree-program" }, (r) => loadDegreeProgramScreen(args, r.params))
    .with({ screen: "institution-education-base" }, (r) => loadEducationBaseScreen(args, r.params))
    .otherwise(() => {
      throw data(ERROR_TEXTS.globalNotFound, { status: 404 });
    });
  // The server renders the screen without suspending: its module and the islands it declares are loaded first.
  await CATALOGUE_SCREENS.load(loaded.screen);
  await loadDeferredIslands();
  return loaded;
}

/**
 * A navigation to a catalogue page fetches the screen's chunk and then its deferred islands' chunks beside the data
 * (all before the page renders), so going from a listing to an institution never shows a suspended, empty page.
 */
const loadScreenChunk: Route.ClientMiddlewareFunction = async ({ request }, next) => {
  const screen = likelyCatalogueScreen(new URL(request.url).pathname);
  const [results] = await Promise.all([next(), CATALOGUE_SCREENS.load(screen).then(loadDeferredIslands)]);
  return results;
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadScreenChunk];

/** Posts of the institution, degree program and education base pages (quick order, review, a vote without JavaScript). */
export const action = (args: Route.ActionArgs) => institutionPageAction(args);

/** A sent request or review form changes nothing a loader shows (the form shows the outcome itself). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  typeof actionResult === "object" &&
  actionResult !== null &&
  ("requestForm" in actionResult || "reviewForm" in actionResult)
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.seo, args.loaderData?.title ?? "Шуюань");

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return <CatalogueScreen data={loaderData} />;
}

/** A read-first page: it hydrates at the visitor's first intent, not at load (docs/adr/077-read-first-pages.md). */
export const handle = { hydrate: "on-intent" } as const;
