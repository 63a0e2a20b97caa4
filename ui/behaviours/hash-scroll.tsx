import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { focusTarget, inPageTarget, targetOf } from "./in-page-link";

const FIND_FOR_MS = 3000;

/**
 * Spec 2: a hash scrolls smoothly to its element, also on the first load; otherwise a navigation goes to the top.
 * React Router's <ScrollRestoration/> (in the root Layout) does the jumping: to the hash element, to the top, not
 * at all with preventScrollReset, and back to the saved position on back/forward. This only makes its jump to a
 * hash smooth (its layout effect runs after this one), and on the first load scrolls to an element that appears
 * late. Back/forward keeps the instant restore. Plain same-page links (editorial HTML, the skip link) go through
 * the router too, so they scroll smoothly and the focus follows as with a native jump.
 */
export function HashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
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

  useLayoutEffect(() => {
    if (firstRender.current || navigationType === "POP" || targetOf(location.hash) === null) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const root = document.documentElement;
    const previous = root.style.scrollBehavior;
    root.style.scrollBehavior = "smooth";
    const frame = requestAnimationFrame(() => {
      root.style.scrollBehavior = previous;
    });
    return () => {
      cancelAnimationFrame(frame);
      root.style.scrollBehavior = previous;
    };
  }, [location, navigationType]);

  useEffect(() => {
    if (!firstRender.current) return;
    firstRender.current = false;
    const hash = window.location.hash;
    if (hash.length < 2) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduce ? "auto" : "smooth";
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
