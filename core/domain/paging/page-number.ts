import { err, ok, type Result } from "../shared/result";

/** The `page` query value of a paged list was not a page number ("0", "-1", "2x", "01"). */
export type InvalidPageNumber = { readonly _tag: "InvalidPageNumber"; readonly input: string };

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * The page of a paged list from its `page` query value: absent means page 1; otherwise a whole number from 1
 * written without a leading zero or sign (so each page has one address) and at most six digits.
 */
export const parsePageNumber = (raw: string | null): Result<number, InvalidPageNumber> => {
  if (raw === null) return ok(1);
  return PAGE.test(raw) ? ok(Number(raw)) : err({ _tag: "InvalidPageNumber", input: raw });
};
