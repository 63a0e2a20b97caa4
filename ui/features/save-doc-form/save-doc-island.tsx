import { deferredIsland } from "../../components/deferred-island";
import { SAVE_DOC_ANCHOR } from "./save-doc-form-fields";
import type { SaveDocSectionProps } from "./save-doc-section";

/**
 * The free document check, hydrated near the viewport or on first touch (ADR 050): its fetcher, status machine and
 * texts are off the page's first load; until then it posts to the page as plain multipart, as without JavaScript.
 */
export const SaveDocSection = deferredIsland<SaveDocSectionProps>({
  load: () => import("./save-doc-section").then((module) => module.SaveDocSection),
  locate: () => document.getElementById(SAVE_DOC_ANCHOR),
});
