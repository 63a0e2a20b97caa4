import { useLocation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import { FormExtrasInputs } from "../request-form/form-extras-inputs";
import { FormConsent } from "../request-form/form-status";
import { PLAIN_FORM_EXTRAS } from "../request-form/plain-form-extras-mark";
import { SUBSCRIBE_FROM_FOOTER } from "./subscribe-form-fields";
import { SUBSCRIBE_FORM_TEXTS as T } from "./subscribe-form-texts";
import { FOOTER_SUBSCRIBE_ANCHOR, SUBSCRIBED_FLASH } from "./subscribe-flash";

const HEADING = `${FOOTER_SUBSCRIBE_ANCHOR}-title`;
const EMAIL = `${FOOTER_SUBSCRIBE_ANCHOR}-email`;

/**
 * The news subscription in the footer of every page, rendered on the server only (ADR 067): a plain form posting to
 * the blog's action, which reads the page it came from in the post's Referer and, once subscribed, sends the visitor
 * back to it with the flash this block shows. No JavaScript of it reaches the browser: its hidden extras (the
 * address, the referrer's utm, the call-tracking session) are filled on submit by a site behaviour once that has
 * loaded (ui/behaviours/plain-form-extras.tsx); without them the server takes the page from the Referer.
 */
export function FooterSubscribe() {
  const { search } = useLocation();
  const subscribed = new URLSearchParams(search).get(SUBSCRIBED_FLASH) === "1";
  const action = `${hrefFor({ screen: "blog-list", params: {} })}?${SUBSCRIBE_FROM_FOOTER}=1`;
  return (
    <section className="footer-subscribe" id={FOOTER_SUBSCRIBE_ANCHOR} aria-labelledby={HEADING}>
      <h2 className="site-footer__heading" id={HEADING}>
        {T.title}
      </h2>
      <form
        method="post"
        action={action}
        className="footer-subscribe__form"
        aria-labelledby={HEADING}
        {...{ [PLAIN_FORM_EXTRAS]: "" }}
      >
        {/* Empty until the browser fills them on submit; without that the server takes the page from the Referer. */}
        <FormExtrasInputs referrer="" pageUrl="" />
        <label htmlFor={EMAIL}>{T.email}</label>
        <div className="footer-subscribe__row">
          <input id={EMAIL} name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} required />
          <button className="button button--primary" type="submit">
            {T.submit}
          </button>
        </div>
        {subscribed ? (
          <p className="form-message--success" role="status">
            {T.subscribed}
          </p>
        ) : null}
        <FormConsent before={T.consentBefore} />
      </form>
    </section>
  );
}
