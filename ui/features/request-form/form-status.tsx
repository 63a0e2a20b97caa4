import { Link } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import { REQUEST_FORM_TEXTS as T } from "./request-form-texts";

/** The live region of a site form: the outcome's messages, styled as success or error only (spec 5). */
export function FormStatus({
  messages,
  tone,
}: {
  readonly messages: readonly string[];
  readonly tone: "success" | "error";
}) {
  return (
    <div className="request-form__status" aria-live="polite" aria-atomic="true">
      {messages.length > 0 ? (
        <div className={`form-message--${tone}`}>
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The consent line under a site form's fields, naming its button (`before`), with links to the legal pages. */
export function FormConsent({ before }: { readonly before: string }) {
  return (
    <p className="request-form__consent">
      {before}
      <Link to={hrefFor({ screen: "consent-personal-data", params: {} })}>{T.consentLink}</Link>
      {T.consentMiddle}
      <Link to={hrefFor({ screen: "privacy-policy", params: {} })}>{T.policyLink}</Link>
      {T.consentAfter}
    </p>
  );
}
