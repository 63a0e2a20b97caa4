import type { BreadcrumbItem } from "./breadcrumb-item";
import { type Crumb, crumbOf } from "./crumb";
import { HOME_CRUMB } from "./home-crumbs";

/** The full trail (spec 2): home first, then the items in order, the last one being the current page. */
export const breadcrumbTrail = (items: readonly BreadcrumbItem[]): readonly Crumb[] => [
  HOME_CRUMB,
  ...items.map(crumbOf),
];
