import { isPlainClick } from "./plain-click";

/** The element a hash points at, if it is on the page. */
export const targetOf = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** A same-page link (`href="#part"`, from editorial HTML or the skip link) that the router should handle. */
export const inPageTarget = (event: MouseEvent): { hash: string; target: HTMLElement } | null => {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self")) return null;
  const here = window.location;
  if (anchor.hasAttribute("download") || anchor.origin !== here.origin || anchor.pathname !== here.pathname)
    return null;
  if (anchor.search !== here.search) return null;
  const target = targetOf(anchor.hash);
  return target === null ? null : { hash: anchor.hash, target };
};

/** A plain click on a same-site link with a hash, to this page or another: the jump it leads to should be smooth. */
export const hashLinkClick = (event: MouseEvent): boolean => {
  if (!isPlainClick(event)) return false;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  return anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin && anchor.hash.length > 1;
};

/** Moves the keyboard focus to the target as a native jump would (without scrolling; the scroll is smooth). */
export const focusTarget = (target: HTMLElement) => {
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
};
