import type { FormEvent, ReactNode, RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import { FormExtrasInputs } from "./form-extras-inputs";
import type { ControlProps } from "./form-field";
import { FormStatus } from "./form-status";
import { SITE_FORM_ENTRY } from "./site-form-dispatch";

type Props = Readonly<{
  fetcher: FetcherWithComponents<unknown>;
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  messages: readonly string[];
  tone: "success" | "error";
  className: string;
  labelledBy: string;
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  referrer: string;
  /** The form's key on a page with several forms (`site_form`, site-form-dispatch.ts). */
  formKey?: string;
  encType?: "multipart/form-data";
  /** The document form's status of spec 4, shown as `data-status`. */
  status?: string;
  /** The page address a post without JavaScript was read with (the action's answer), to send again. */
  pageUrl?: string | undefined;
  children: ReactNode;
}>;

/**
 * The frame every site form shares: the fetcher's form (a plain POST without JavaScript), the extras of spec 7 as
 * hidden inputs, the form's key where a page has several, and the live region of its outcome; the fields, the
 * consent and the button are the form's own.
 */
export function SiteForm(props: Props) {
  const { fetcher, formRef, busy, action, onSubmit, messages, tone, formKey, referrer, children } = props;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType={props.encType}
      action={action}
      className={props.className}
      aria-labelledby={props.labelledBy}
      aria-busy={busy}
      data-status={props.status}
      onSubmit={onSubmit}
    >
      {formKey === undefined ? null : <input type="hidden" name={SITE_FORM_ENTRY} value={formKey} />}
      <FormExtrasInputs referrer={referrer} pageUrl={props.pageUrl} />
      <FormStatus messages={messages} tone={tone} />
      {children}
    </fetcher.Form>
  );
}

/** The contact inputs the forms share (their limits are the API's). */
export const nameInput = (props: ControlProps) => <input {...props} type="text" autoComplete="name" maxLength={100} />;
export const phoneInput = (props: ControlProps) => (
  <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />
);
export const emailInput = (props: ControlProps) => (
  <input {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} />
);
