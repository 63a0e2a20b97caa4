import type { BreadcrumbItem } from "./breadcrumb-item";
import { type Crumb, crumbOf } from "./crumb";
import { BACK_HOME_CRUMB } from "./home-crumbs";

/**
 * The one crumb shown on mobile: the level before the current page. A trail is short when at most one item follows
 * home; its previous level is home itself, shown as "На главную".
 */
export const mobileBreadcrumb = (items: readonly BreadcrumbItem[]): Crumb => {
  const previous = items.at(-2);
  return previous === undefined ? BACK_HOME_CRUMB : crumbOf(previous);
};
