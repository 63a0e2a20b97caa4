import { absoluteUrl } from "./absolute-url";
import type { BreadcrumbItem } from "./breadcrumb-item";
import { breadcrumbTrail } from "./breadcrumb-trail";

export type BreadcrumbListItem = {
  readonly "@type": "ListItem";
  readonly position: number;
  readonly name: string;
  readonly item: string;
};

/** schema.org BreadcrumbList structured data. */
export type BreadcrumbListJsonLd = {
  readonly "@context": "https://schema.org";
  readonly "@type": "BreadcrumbList";
  readonly itemListElement: readonly BreadcrumbListItem[];
};

/** The structured data of the full trail (home included): positions from 1, absolute URLs from `origin`. */
export const breadcrumbJsonLd = (items: readonly BreadcrumbItem[], origin: string): BreadcrumbListJsonLd => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: breadcrumbTrail(items).map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.label,
    item: absoluteUrl(origin, crumb.href),
  })),
});
