/** A trail item as spec 3 gives it: a name, an optional custom name shown instead, an optional emoji and a link. */
export type BreadcrumbItem = {
  readonly name: string;
  readonly custom_name?: string | null;
  readonly emoji?: string | null;
  /** The link target: a site path ("/universities/") or an absolute URL. */
  readonly to: string;
};

/** The name shown for an item: custom_name when given, else name. */
export const breadcrumbLabel = (item: BreadcrumbItem): string => item.custom_name ?? item.name;
