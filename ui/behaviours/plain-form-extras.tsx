import { useEffect } from "react";
import { PLAIN_FORM_EXTRAS } from "../features/request-form/plain-form-extras-mark";
import { fillFormExtras } from "../features/request-form/form-extras-inputs";

/**
 * Forms rendered on the server only (the footer's subscription) post natively, with no code of their own in the
 * browser. Once this chunk has loaded, a submit of such a form (marked `data-form-extras`) fills its hidden extras as
 * the islands' forms do: the address, the referrer that brought the visitor (its utm when the address has none,
 * spec 9) and the call-tracking session. Before that, and without JavaScript, the server reads the page from the
 * post's Referer.
 */
export function PlainFormExtras() {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.hasAttribute(PLAIN_FORM_EXTRAS)) fillFormExtras(form);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);
  return null;
}
