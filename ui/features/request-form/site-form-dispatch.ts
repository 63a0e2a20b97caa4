import type { RouterContextProvider } from "react-router";

/** The hidden entry that names which of a page's site forms was posted (a page may hold several). */
export const SITE_FORM_ENTRY = "site_form";

type ActionArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };
type Action = (args: ActionArgs) => Promise<unknown>;

const postedKey = async (request: Request): Promise<string | null> => {
  try {
    const value = (await request.clone().formData()).get(SITE_FORM_ENTRY);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
};

/**
 * One route action for the site forms of a page: the form named by the posted `site_form` entry gets the post; a
 * post that names none (or an unknown one) goes to `fallback` (the page's first form, which names none: the request
 * form), so the forms that were there before keep working unchanged.
 */
export const dispatchSiteForms =
  (forms: Readonly<Record<string, Action>>, fallback: Action) =>
  async (args: ActionArgs): Promise<unknown> => {
    const key = await postedKey(args.request);
    const chosen = key !== null && Object.hasOwn(forms, key) ? forms[key] : undefined;
    return (chosen ?? fallback)(args);
  };
