import type { LoaderFunctionArgs } from "react-router";
import { educationBaseJsonLd } from "../../../core/domain/institution-page/program-json-ld";
import type { EducationBase } from "../../../core/domain/catalogue/education-base";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type { Seo } from "../../../core/domain/catalogue/seo";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";
import type { RouteParams } from "../../../core/domain/route/route-params";
import { loadPage } from "../../app/load-page";
import { SITE_NAME } from "../../app/page-seo";
import { educationBaseQuery } from "../../data/institution.queries";
import { prefetch } from "../../data/prefetch";
import { type CommentsBlockData, loadPageComments } from "../comments/load-comments-block";
import { publicOrigin } from "../seo/seo-responses";
import { loaderCountryCurrency } from "./loader-country-currency";
import { entityIdOf, keepCanonical, notFound, ownerOf, referrerOf } from "./entity-page-load";

export type EducationBaseScreenData = {
  readonly screen: "institution-education-base";
  readonly seo: Seo | null;
  readonly title: string;
  readonly base: EducationBase;
  readonly institution: InstitutionRef;
  readonly referrer: string;
  /** schema.org data of the page, built here so that its builder stays on the server. */
  readonly jsonLd: unknown;
  /** The comment block with its reviews (ADR 060). */
  readonly comments: CommentsBlockData;
};

/**
 * `/{type}/{country?}/{city?}/{institution}/{educationBase}/`: the base by the id its slug ends in
 * (GET /education-bases/{id}). 404 when there is none or it belongs to another institution than the path's; 301 to
 * its own path when the rest of the path is not its institution's or its slug has changed.
 */
export async function loadEducationBaseScreen(
  args: LoaderFunctionArgs,
  params: RouteParams["institution-education-base"],
): Promise<EducationBaseScreenData> {
  const institutionId = entityIdOf(params.institution);
  const baseId = entityIdOf(params.educationBase);
  const [{ page }, loaded] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [educationBaseQuery(api, baseId)] as const),
  ]);
  const [base] = loaded.data;
  if (base === null || base.institution_id !== institutionId) throw notFound();
  const [institution, comments] = await Promise.all([
    ownerOf(args.context, base.institution, institutionId),
    loadPageComments(args, { relation_id: base.id, relation_type: "education_base" }, true),
  ]);
  keepCanonical(args.url, educationBaseHref(institution, base.slug));
  const currency = await loaderCountryCurrency(args, institution.country.id);
  const seo = page.seo ?? base.seo;
  return {
    screen: "institution-education-base",
    seo,
    title: seo?.title || `${base.title} — ${institution.title.ru} — ${SITE_NAME}`,
    base,
    institution,
    referrer: referrerOf(args.request),
    jsonLd: educationBaseJsonLd(base, institution, publicOrigin(args.context, args.url), currency),
    comments,
  };
}
