import { useLocation } from "react-router";
import { useSiteSettings } from "../../data/use-main-data";
import { callTrackingSessionId } from "./call-tracking-session";
import { HIDDEN_FIELDS } from "./request-form-submission";

const setHidden = (form: HTMLFormElement, name: string, value: string) => {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
};

/**
 * The hidden inputs of the extras of spec 7, as the server rendered the page: the page address and the referrer of
 * the page load (a page shared by the page cache has neither utm marks nor a referrer, ADR 070: the browser fills
 * both on submit, and a post without JavaScript takes them from its Referer, `pageUrl` after a failed one). The
 * call-tracking session is only known in the browser (`fillFormExtras`).
 */
export function FormExtrasInputs({
  referrer,
  pageUrl,
}: {
  readonly referrer: string;
  readonly pageUrl?: string | undefined;
}) {
  const location = useLocation();
  const origin = useSiteSettings()?.origin ?? "";
  return (
    <>
      <input
        type="hidden"
        name={HIDDEN_FIELDS.pageUrl}
        defaultValue={pageUrl ?? `${origin}${location.pathname}${location.search}`}
      />
      <input type="hidden" name={HIDDEN_FIELDS.referrer} defaultValue={referrer} />
      <input type="hidden" name={HIDDEN_FIELDS.trackingSession} defaultValue="" />
    </>
  );
}

/** On submit in the browser: the address, referrer and call-tracking session as the browser knows them. */
export const fillFormExtras = (form: HTMLFormElement): void => {
  setHidden(form, HIDDEN_FIELDS.pageUrl, window.location.href);
  setHidden(form, HIDDEN_FIELDS.referrer, document.referrer);
  setHidden(form, HIDDEN_FIELDS.trackingSession, callTrackingSessionId(window) ?? "");
};
