import type { EducationBaseExtra } from "../../../../core/domain/catalogue/education-base-extra";
import { deferredIsland } from "../../../components/deferred-island";

/**
 * The language levels of the education base page (one per page; render it only when the base asks for a level),
 * hydrated when they come near the viewport or the visitor turns to them: the visitor's HSK readiness and its level
 * picker are off the page's first load.
 */
export const LanguageLevels = deferredIsland<{ extra: EducationBaseExtra }>({
  load: () => import("./language-levels").then((module) => module.LanguageLevels),
  locate: () => document.querySelector("div.language-levels"),
});
