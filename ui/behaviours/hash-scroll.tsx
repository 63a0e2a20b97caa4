import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { focusTarget, hashLinkClick, inPageTarget, targetOf } from "./in-page-link";

const FIND_FOR_MS = 3000;
/** How long a click's smooth scrolling waits for its navigation before the page scrolls instantly again. */
const SMOOTH_FOR_MS = 5000;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Makes the page's programmatic scrolling smooth until the returned function is called (or the time is up). */
function smoothScrolling(): () => void {
  const root = document.documentElement;
  const previous = root.style.scrollBehavior;
  root.style.scrollBehavior = "smooth";
  const timer = setTimeout(() => restore(), SMOOTH_FOR_MS);
  function restore() {
    clearTimeout(timer);
    root.style.scrollBehavior = previous;
  }
  return restore;
}

/**
 * Spec 2: a hash scrolls smoothly to its element, also on the first load; otherwise a navigation goes to the top.
 * React Router's <ScrollRestoration/> (in the root Layout) does the jumping: to the hash element, to the top, not
 * at all with preventScrollReset, and back to the saved position on back/forward. A click on a link with a hash
 * makes that jump smooth: the capture listener turns on smooth scrolling before any link handler starts the
 * navigation, and it is turned off again by a passive effect, which runs after every layout effect of the commit
 * that shows the new location (so the order of layout effects between components does not matter). Back/forward
 * keeps the instant restore. On the first load this scrolls to an element that appears late. Plain same-page
 * links (editorial HTML, the skip link) go through the router too, so they scroll smoothly and the focus follows
 * as with a native jump.
 */
export function HashScroll() {
  const location = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = inPageTarget(event);
      if (link === null) return;
      event.preventDefault();
      const { pathname, search } = window.location;
      void navigate({ pathname, search, hash: link.hash }, { preventScrollReset: true });
      focusTarget(link.target);
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);

  const restoreScrolling = useRef<(() => void) | null>(null);
  useEffect(() => {
    const onClickCapture = (event: MouseEvent) => {
      if (!hashLinkClick(event) || reducedMotion()) return;
      restoreScrolling.current?.();
      restoreScrolling.current = smoothScrolling();
    };
    window.addEventListener("click", onClickCapture, { capture: true });
    return () => {
      window.removeEventListener("click", onClickCapture, { capture: true });
      restoreScrolling.current?.();
    };
  }, []);

  useEffect(() => {
    restoreScrolling.current?.();
    restoreScrolling.current = null;
  }, [location]);

  useEffect(() => {
    if (!firstRender.current) return;
    firstRender.current = false;
    const hash = window.location.hash;
    if (hash.length < 2) return;
    const behavior: ScrollBehavior = reducedMotion() ? "auto" : "smooth";
    const found = targetOf(hash);
    if (found !== null) {
      found.scrollIntoView({ behavior, block: "start" });
      return;
    }
    const observer = new MutationObserver(() => {
      const late = targetOf(hash);
      if (late === null) return;
      observer.disconnect();
      late.scrollIntoView({ behavior, block: "start" });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), FIND_FOR_MS);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, []);

  return null;
}
