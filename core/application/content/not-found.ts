/** The one expected failure of the read side: the resource does not exist (or is not published). */
export type NotFound = { readonly _tag: "NotFound" };

export const NOT_FOUND: NotFound = { _tag: "NotFound" };
