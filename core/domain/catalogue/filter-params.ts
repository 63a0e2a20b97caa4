/** Named scalar values of a server query; the HTTP client leaves out the null and undefined ones. */
export type FilterParams = Readonly<Record<string, string | number | boolean | null | undefined>>;
