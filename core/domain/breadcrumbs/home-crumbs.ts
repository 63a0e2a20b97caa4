import { hrefFor } from "../route/href-for";
import type { Crumb } from "./crumb";

const HOME_PATH = hrefFor({ screen: "home", params: {} });

/** The first crumb of every trail. */
export const HOME_CRUMB: Crumb = { label: "Главная", href: HOME_PATH };

/** The mobile crumb of a short trail, where the previous level would be home itself. */
export const BACK_HOME_CRUMB: Crumb = { label: "На главную", href: HOME_PATH };
