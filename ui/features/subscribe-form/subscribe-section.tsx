import { SubscribeForm } from "./subscribe-form";
import { BLOG_SUBSCRIBE_ANCHOR } from "./subscribe-form-fields";
import { SUBSCRIBE_FORM_TEXTS as T } from "./subscribe-form-texts";

export type SubscribeSectionProps = {
  /** The referrer of the page load as the server saw it. */
  readonly referrer: string;
};

const HEADING = `${BLOG_SUBSCRIBE_ANCHOR}-title`;

/** The blog's subscription section: what the letters hold, and the form (one root element: an island). */
export function SubscribeSection({ referrer }: SubscribeSectionProps) {
  return (
    <section className="content-section subscribe-section" id={BLOG_SUBSCRIBE_ANCHOR} aria-labelledby={HEADING}>
      <h2 id={HEADING}>{T.blogTitle}</h2>
      <p className="content-page__intro">{T.lead}</p>
      <SubscribeForm referrer={referrer} labelledBy={HEADING} anchor={BLOG_SUBSCRIBE_ANCHOR} />
    </section>
  );
}
