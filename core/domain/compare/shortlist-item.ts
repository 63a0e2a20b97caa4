/** What can be compared: institutions and degree programs, each kind in its own table. */
export const SHORTLIST_KINDS = ["institution", "degree_program"] as const;

export type ShortlistKind = (typeof SHORTLIST_KINDS)[number];

/** At most this many items of one kind are compared side by side. */
export const SHORTLIST_MAX_PER_KIND = 4;

/**
 * One shortlisted item. A degree program carries its institution's id: the institution's answer
 * (GET /institutions/{id}) holds the program with everything the comparison shows, its ranks included.
 * The zod schema is in shortlist-item.schema.ts, apart, so that the rules load without zod in the browser.
 */
export type ShortlistItem =
  | { readonly kind: "institution"; readonly id: number }
  | { readonly kind: "degree_program"; readonly id: number; readonly institution_id: number };

/** What names an item: its kind and id (a program's institution is a detail of the program). */
export type ShortlistRef = { readonly kind: ShortlistKind; readonly id: number };

/** An ordered list of items, oldest first, no item twice. */
export type Shortlist = readonly ShortlistItem[];

export const sameItem = (a: ShortlistRef, b: ShortlistRef): boolean => a.kind === b.kind && a.id === b.id;

export const isShortlisted = (list: readonly ShortlistRef[], ref: ShortlistRef): boolean =>
  list.some((item) => sameItem(item, ref));

export const countOfKind = (list: readonly ShortlistRef[], kind: ShortlistKind): number =>
  list.filter((item) => item.kind === kind).length;

/** The institution whose answer holds the item: the institution itself, or the program's institution. */
export const institutionIdOf = (item: ShortlistItem): number =>
  item.kind === "institution" ? item.id : item.institution_id;
