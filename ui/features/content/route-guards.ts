import { data } from "react-router";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import { parsePageNumber } from "../../../core/domain/paging/page-number";
import { resolvePath } from "../../../core/domain/route/resolve-path";
import type { RouteParams } from "../../../core/domain/route/route-params";
import type { Screen } from "../../../core/domain/route/route-table";

/** A missing entity (unknown course, post, country): the 404 page, without the global "no route" line. */
export const notFound = (): never => {
  throw data(ERROR_TEXTS.notFound, { status: 404 });
};

/**
 * The params of `screen` for the address, checked by the core's route table (React Router's patterns are looser:
 * any segment fits a param). A path that is not this screen is the global 404.
 */
export const screenParams = <S extends Screen>(url: URL, screen: S): RouteParams[S] => {
  const resolved = resolvePath(url.pathname);
  if (resolved._tag !== "Matched" || resolved.screen !== screen)
    throw data(ERROR_TEXTS.globalNotFound, { status: 404 });
  // the screen was just compared, so these are the params of S
  return resolved.params as unknown as RouteParams[S];
};

/** The `?page=` (or another name) of a paged list, absent is 1; a malformed value is a 404, not page 1 again. */
export const pageParam = (url: URL, name = "page"): number => {
  const parsed = parsePageNumber(url.searchParams.get(name));
  return parsed.ok ? parsed.value : notFound();
};

/** The address of page n of a list at `path`: the bare path for page 1. */
export const pageHref = (path: string, page: number): string => (page === 1 ? path : `${path}?page=${page}`);

/**
 * The address of page n of one of several lists on a page: the current address with that list's param set (left
 * out for page 1) and the list's section as the fragment.
 */
export const listPageHref = (url: URL, name: string, page: number, section: string): string => {
  const params = new URLSearchParams(url.search);
  if (page === 1) params.delete(name);
  else params.set(name, String(page));
  const query = params.toString();
  return `${url.pathname}${query === "" ? "" : `?${query}`}#${section}`;
};

/** A page past the end of a non-empty list does not exist. */
export const ensurePageExists = (page: number, lastPage: number): void => {
  if (page > Math.max(1, lastPage)) notFound();
};
