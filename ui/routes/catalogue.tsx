import { data, type ShouldRevalidateFunction } from "react-router";
import { match } from "ts-pattern";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { resolvePath } from "../../core/domain/route/resolve-path";
import { pageMeta } from "../app/route-meta";
import { DegreeProgramScreen, loadDegreeProgramScreen } from "../features/institution/degree-program-screen";
import { EducationBaseScreen, loadEducationBaseScreen } from "../features/institution/education-base-screen";
import { institutionPageAction } from "../features/institution/institution-page.action";
import { InstitutionScreen, loadInstitutionScreen } from "../features/institution/institution-screen";
import { ListingScreen, loadListingScreen } from "../features/listing/listing-screen";
import type { Route } from "./+types/catalogue";

/**
 * Every path under a catalogue type (catalog, universities, colleges, schools). The four screens of spec 2 overlap
 * as patterns (listing, institution, degree program, education base), so the core's resolvePath decides which one a
 * path is; anything it does not match is the global 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const resolution = resolvePath(args.url.pathname);
  if (resolution._tag !== "Matched") throw data(ERROR_TEXTS.globalNotFound, { status: 404 });
  return match(resolution)
    .with({ screen: "institutions-listing" }, (r) => loadListingScreen(args, r.params))
    .with({ screen: "institution" }, (r) => loadInstitutionScreen(args, r.params))
    .with({ screen: "degree-program" }, (r) => loadDegreeProgramScreen(args, r.params))
    .with({ screen: "institution-education-base" }, (r) => loadEducationBaseScreen(args, r.params))
    .otherwise(() => {
      throw data(ERROR_TEXTS.globalNotFound, { status: 404 });
    });
}

/** Posts of the institution, degree program and education base pages (quick order, a vote without JavaScript). */
export const action = (args: Route.ActionArgs) => institutionPageAction(args);

/** A sent request form changes nothing a loader shows (the form shows the outcome itself). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  typeof actionResult === "object" && actionResult !== null && "requestForm" in actionResult
    ? false
    : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.seo, args.loaderData?.title ?? "Шуюань");

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  return match(loaderData)
    .with({ screen: "institutions-listing" }, (d) => <ListingScreen data={d} />)
    .with({ screen: "institution" }, (d) => <InstitutionScreen data={d} />)
    .with({ screen: "degree-program" }, (d) => <DegreeProgramScreen data={d} />)
    .with({ screen: "institution-education-base" }, (d) => <EducationBaseScreen data={d} />)
    .exhaustive();
}
