/** The field a visitor fills in on the news subscription (spec 7 subscribe-to-news-form; the extras are hidden). */
export const SUBSCRIBE_FORM_FIELDS = ["email"] as const;

export type SubscribeFormField = (typeof SUBSCRIBE_FORM_FIELDS)[number];

/** The key of the subscription's outcome in a route's action data, and its `site_form` entry. */
export const SUBSCRIBE_FORM_KEY = "subscribeForm";

/** The query entry that marks the footer's post to the blog (its page is the post's Referer, the way back). */
export const SUBSCRIBE_FROM_FOOTER = "footer";

/** The blog's subscription section: a post without JavaScript comes back scrolled to it. */
export const BLOG_SUBSCRIBE_ANCHOR = "podpiska";
