import type { z } from "zod";
import { type QueryParams, toQueryString } from "../../adapters/http/api-client/query-string";
import { parseWith } from "../http/validate";

/**
 * The query an HTTP adapter would send, as the API's handlers read it: the same scalar rules as the client's
 * query string (nulls and empty texts left out, numbers and flags as text), each key with its values.
 */
export const queryValues = (params: QueryParams): Record<string, string[]> => {
  const values: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(toQueryString(params))) (values[key] ??= []).push(value);
  return values;
};

/** One value per key (the first), as `c.req.query()` gives it to the content API. */
export const queryText = (params: QueryParams): Record<string, string> =>
  Object.fromEntries(Object.entries(queryValues(params)).map(([key, [first]]) => [key, first ?? ""]));

/** Checks a request against the contract's own schema; null where the API would answer 422. */
export const parsedOrNull = <S extends z.ZodType>(schema: S, params: QueryParams): z.infer<S> | null => {
  const parsed = parseWith(schema, queryText(params));
  return parsed.ok ? parsed.value : null;
};
