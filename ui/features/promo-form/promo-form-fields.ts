/** The fields a visitor fills in on the promo form (spec 7 promo-form; the extras are hidden). */
export const PROMO_FORM_FIELDS = ["name", "phone"] as const;

export type PromoFormField = (typeof PROMO_FORM_FIELDS)[number];

/** The key of the promo form's outcome in a route's action data, and its `site_form` entry. */
export const PROMO_FORM_KEY = "promoForm";

/** The promo section of a page: a post without JavaScript comes back scrolled to it. */
export const PROMO_ANCHOR = "konsultaciya";
