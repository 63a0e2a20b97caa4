import { useEffect } from "react";
import { useNavigate } from "react-router";
import { appLinkTarget } from "./app-link";

/**
 * Client-side navigation for the site's plain links (<AppLink>, `data-app-link`): one click listener on the document
 * instead of a router link component per anchor, so pages with a hundred links render and hydrate them as plain
 * <a> elements. Until this behaviour loads (after hydration), they are ordinary links that load the page.
 * Listens in the bubbling phase, so a link's own click handler runs first and may take the click.
 */
export function AppLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const here = window.location;
      const to = appLinkTarget(
        {
          origin: anchor.origin,
          pathname: anchor.pathname,
          search: anchor.search,
          hash: anchor.hash,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
          appLink: anchor.hasAttribute("data-app-link"),
        },
        event,
        here,
      );
      if (to === null) return;
      event.preventDefault();
      // As React Router's own links do: the address the visitor is already on replaces its history entry.
      void navigate(to, {
        replace: to === `${here.pathname}${here.search}${here.hash}`,
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
