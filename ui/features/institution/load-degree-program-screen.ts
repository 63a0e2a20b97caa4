import type { LoaderFunctionArgs } from "react-router";
import { degreeProgramJsonLd } from "../../../core/domain/institution-page/program-json-ld";
import type { DegreeProgram } from "../../../core/domain/catalogue/degree-program";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type { Seo } from "../../../core/domain/catalogue/seo";
import { degreeProgramHref } from "../../../core/domain/compare/compare-links";
import type { RouteParams } from "../../../core/domain/route/route-params";
import { loadPage } from "../../app/load-page";
import { SITE_NAME } from "../../app/page-seo";
import { degreeProgramQuery } from "../../data/institution.queries";
import { prefetch } from "../../data/prefetch";
import { type CommentsBlockData, loadPageComments } from "../comments/load-comments-block";
import { publicOrigin } from "../seo/seo-responses";
import { loaderCountryCurrency } from "./loader-country-currency";
import { entityIdOf, keepCanonical, notFound, ownerOf, referrerOf } from "./entity-page-load";

export type DegreeProgramScreenData = {
  readonly screen: "degree-program";
  readonly seo: Seo | null;
  readonly title: string;
  readonly program: DegreeProgram;
  readonly institution: InstitutionRef;
  readonly referrer: string;
  /** schema.org data of the page, built here so that its builder stays on the server. */
  readonly jsonLd: unknown;
  /** The comment block with its reviews (ADR 060). */
  readonly comments: CommentsBlockData;
};

/** A program has no SEO block of its own: its name with the institution's, and its summary. */
const programSeo = (program: DegreeProgram, institution: InstitutionRef): Seo => ({
  title: `${program.title} — ${institution.title.ru} — ${SITE_NAME}`,
  description: program.excerpt ?? "",
  keywords: null,
  h1: null,
  canonical: null,
});

/**
 * `/{type}/{country?}/{city?}/{institution}/{degreeProgram}/`: the program of the institution whose id the path
 * carries (GET /degree-program?institution_id=&degree_program_slug=). 404 when there is none; 301 to its own path
 * when the rest of the path is not its institution's.
 */
export async function loadDegreeProgramScreen(
  args: LoaderFunctionArgs,
  params: RouteParams["degree-program"],
): Promise<DegreeProgramScreenData> {
  const institutionId = entityIdOf(params.institution);
  const lookup = { institution_id: institutionId, degree_program_slug: params.degreeProgram };
  const [{ page }, loaded] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [degreeProgramQuery(api, lookup)] as const),
  ]);
  const [program] = loaded.data;
  if (program === null) throw notFound();
  const [institution, comments] = await Promise.all([
    ownerOf(args.context, program.institution, institutionId),
    loadPageComments(args, { relation_id: program.id, relation_type: "degree_program" }, true),
  ]);
  keepCanonical(args.url, degreeProgramHref(institution, program.slug));
  const currency = await loaderCountryCurrency(args, institution.country.id);
  const seo = page.seo ?? programSeo(program, institution);
  return {
    screen: "degree-program",
    seo,
    title: seo.title || `${program.title} — ${SITE_NAME}`,
    program,
    institution,
    referrer: referrerOf(args.request),
    jsonLd: degreeProgramJsonLd(program, institution, publicOrigin(args.context, args.url), currency),
    comments,
  };
}
