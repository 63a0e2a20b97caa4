import { data, type RouterContextProvider } from "react-router";
import { parseRatingVote } from "../../../core/domain/institution-page/rating-vote";
import { resolvePath } from "../../../core/domain/route/resolve-path";
import { requestApiContext } from "../../app/request-context";
import { requestFormAction } from "../request-form/request-form.action";
import { dispatchSiteForms } from "../request-form/site-form-dispatch";
import { REVIEW_FORM_KEY } from "../review-form/review-form-fields";
import { institutionReviewAction } from "../review-form/review-form.action";
import { entityIdOf, notFound } from "./entity-page-load";

/** The hidden field that tells a rating post from the quick order's request form. */
export const RATE_INTENT = { name: "intent", value: "rate" } as const;

/** What a rating posted without JavaScript comes back with. */
export type RatingActionData = {
  readonly rating: { readonly outcome: "Saved"; readonly value: number } | { readonly outcome: "Invalid" | "Failed" };
};

type ActionArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

const PAGE_SCREENS = new Set(["institution", "degree-program", "institution-education-base"]);

const formOf = async (request: Request): Promise<FormData | null> => {
  try {
    return await request.clone().formData();
  } catch {
    return null;
  }
};

/**
 * The review form of an institution page (ADR 067): a review of the institution the path names, once the catalogue
 * has found it (an unknown one is the page's 404), whatever the post says.
 */
const pageInstitutionReview =
  (slug: string) =>
  async (args: ActionArgs): Promise<unknown> => {
    const id = entityIdOf(slug);
    const institution = await args.context.get(requestApiContext).catalogue.institution(id);
    if (institution === null) throw notFound();
    return institutionReviewAction(id)(args);
  };

/**
 * The posts of the institution, degree program and education base pages, which work without JavaScript: the quick
 * order (the request form, spec 7 simple-form) and, on the institution page, the review form (its `site_form` entry
 * names it) and a vote (POST /institutions/rate through the request's API client, which carries the visitor's session
 * from the auth cookie). With JavaScript the vote goes straight from the browser instead.
 */
export async function institutionPageAction(args: ActionArgs) {
  const resolution = resolvePath(args.url.pathname);
  if (resolution._tag !== "Matched" || !PAGE_SCREENS.has(resolution.screen))
    throw data("Метод не поддерживается", { status: 405 });
  const form = await formOf(args.request);
  if (form?.get(RATE_INTENT.name) !== RATE_INTENT.value) {
    // Only the institution page has the review form; elsewhere every post is the quick order's.
    const forms: Readonly<Record<string, (args: ActionArgs) => Promise<unknown>>> =
      resolution.screen === "institution"
        ? { [REVIEW_FORM_KEY]: pageInstitutionReview(resolution.params.institution) }
        : {};
    return dispatchSiteForms(forms, requestFormAction)(args);
  }
  if (resolution.screen !== "institution") throw data("Метод не поддерживается", { status: 405 });
  const vote = parseRatingVote(form.get("value"));
  if (!vote.ok) return data<RatingActionData>({ rating: { outcome: "Invalid" } }, { status: 422 });
  const rated = await args.context
    .get(requestApiContext)
    .catalogue.rateInstitution({ institution_id: entityIdOf(resolution.params.institution), value: vote.value });
  return rated === null
    ? data<RatingActionData>({ rating: { outcome: "Failed" } }, { status: 400 })
    : data<RatingActionData>({ rating: { outcome: "Saved", value: rated.user_rating } });
}
