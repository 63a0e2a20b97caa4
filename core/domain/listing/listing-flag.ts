/** A boolean listing parameter is on only when its text is exactly "true" (spec 2). */
export const parseListingFlag = (text: string | undefined): boolean => text === "true";
