import { type BreadcrumbItem, breadcrumbLabel } from "./breadcrumb-item";

/** A breadcrumb ready to render. */
export type Crumb = { readonly label: string; readonly href: string; readonly emoji?: string };

/** An item as shown: its label, its link, and its emoji when it has a non-empty one. */
export const crumbOf = (item: BreadcrumbItem): Crumb =>
  item.emoji
    ? { label: breadcrumbLabel(item), href: item.to, emoji: item.emoji }
    : { label: breadcrumbLabel(item), href: item.to };
