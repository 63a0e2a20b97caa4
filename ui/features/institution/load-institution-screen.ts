import type { DehydratedState } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import type { QuickOrder } from "../../../core/domain/catalogue/institution-page-state";
import type { Seo } from "../../../core/domain/catalogue/seo";
import { institutionHref } from "../../../core/domain/compare/compare-links";
import { educationalOrganizationJsonLd } from "../../../core/domain/institution-page/organization-json-ld";
import { QUICK_ORDER_PARAM, quickOrderFromQuery } from "../../../core/domain/institution-page/quick-order";
import type { RouteParams } from "../../../core/domain/route/route-params";
import { withReviewsJsonLd } from "../../../core/domain/comments/reviews-json-ld";
import { loadPage } from "../../app/load-page";
import { type CommentsBlockData, loadPageComments } from "../comments/load-comments-block";
import { SITE_NAME } from "../../app/page-seo";
import { institutionQuery } from "../../data/institution.queries";
import { prefetch } from "../../data/prefetch";
import { publicOrigin } from "../seo/seo-responses";
import { type CampusPhoto, campusPhoto } from "./campus-photo";
import { entityIdOf, keepCanonical, notFound, referrerOf } from "./entity-page-load";

/** What the institution page gets from its loader; the institution itself comes hydrated into the query cache. */
export type InstitutionScreenData = {
  readonly screen: "institution";
  readonly seo: Seo | null;
  readonly title: string;
  readonly id: number;
  readonly quickOrder: QuickOrder;
  readonly referrer: string;
  readonly dehydrated: DehydratedState;
  /** schema.org EducationalOrganization, built here so that its builder stays on the server. */
  readonly jsonLd: unknown;
  /** The comment block with its reviews (ADR 060). */
  readonly comments: CommentsBlockData;
  /** The campus photo's attributes, built here so that the page's JavaScript does not grow (ADR 064). */
  readonly photo: CampusPhoto | null;
};

/**
 * `/{type}/{country?}/{city?}/{institution}/`: the institution by the id its slug ends in (GET /institutions/{id},
 * with the visitor's own vote when the auth cookie names a user). 404 when there is none; 301 to its own path when
 * the type, country, city or slug of the path are not its own. SEO: the path's page data, else the institution's.
 */
export async function loadInstitutionScreen(
  args: LoaderFunctionArgs,
  params: RouteParams["institution"],
): Promise<InstitutionScreenData> {
  const id = entityIdOf(params.institution);
  const [{ page }, loaded, comments] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [institutionQuery(api, id)] as const),
    loadPageComments(args, { relation_id: id, relation_type: "institution" }, true),
  ]);
  const [institution] = loaded.data;
  if (institution === null) throw notFound();
  keepCanonical(args.url, institutionHref(institution));
  const seo = page.seo ?? institution.seo;
  return {
    screen: "institution",
    seo,
    title: seo?.title || `${institution.title.ru} — ${SITE_NAME}`,
    id,
    quickOrder: quickOrderFromQuery(args.url.searchParams.get(QUICK_ORDER_PARAM), institution.degree_programs),
    referrer: referrerOf(args.request),
    dehydrated: loaded.dehydrated,
    jsonLd: withReviewsJsonLd(
      educationalOrganizationJsonLd(institution, publicOrigin(args.context, args.url)),
      comments.state.comments,
    ),
    comments,
    photo: campusPhoto(institution),
  };
}
