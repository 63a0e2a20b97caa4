/**
 * The fields a visitor fills in on the request form (spec 7 simple-form; subject and the extras are hidden). Kept
 * apart from the outcome rules so that the form in the browser does not load the server payload's zod schema.
 */
export const REQUEST_FORM_FIELDS = ["name", "phone", "email", "message"] as const;

export type RequestFormField = (typeof REQUEST_FORM_FIELDS)[number];
