import { redirect, type RouterContextProvider } from "react-router";
import { SUBSCRIBE_FROM_FOOTER } from "./subscribe-form-fields";
import { subscribeFormAction } from "./subscribe-form.action";
import { subscribedReturn } from "./subscribe-flash";

type ActionArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** The page a footer post was sent from: its Referer when that is a page of this site. */
const footerPage = ({ request, url }: ActionArgs): URL | null => {
  const referer = request.headers.get("referer");
  if (referer === null || !URL.canParse(referer)) return null;
  const page = new URL(referer);
  return page.origin === url.origin ? page : null;
};

/**
 * The subscription action of the blog pages. The blog's own form posts in place. The footer of every page posts
 * here too (`?footer=1`), a plain form: the page it was sent from is the post's Referer, which stands in for the
 * lead's page_url when the browser filled no extras (no JavaScript, ADR 067 addendum); once subscribed the visitor
 * goes back to that page with the flash (303), and a refusal stays on the blog, whose subscription form shows the
 * server's message.
 */
export async function subscribePageAction(args: ActionArgs) {
  const page = args.url.searchParams.has(SUBSCRIBE_FROM_FOOTER) ? footerPage(args) : null;
  const result = await subscribeFormAction(page === null ? args : { ...args, url: page });
  const back = page === null ? null : subscribedReturn(page.href, args.url.origin);
  if (back !== null && result.data.subscribeForm.outcome._tag === "Sent") throw redirect(back, 303);
  return result;
}
