/** Marks a server-only form whose hidden extras the site's behaviours fill on submit (ui/behaviours/plain-form-extras). */
export const PLAIN_FORM_EXTRAS = "data-form-extras";
