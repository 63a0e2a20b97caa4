import type { AnchorHTMLAttributes } from "react";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  Readonly<{
    to: string;
    /** Keep the scroll position on this navigation (React Router's preventScrollReset), e.g. between listings. */
    keepScroll?: boolean;
  }>;

/**
 * A link to a page of the site: a plain <a> that the app navigates to without reloading once its browser
 * behaviours are in place (AppLinkNavigation), and an ordinary link before that or without JavaScript. Cheaper to
 * render and hydrate than a router link; use React Router's <Link> where a link needs its other options (state,
 * replace) or a click handler of its own.
 */
export function AppLink({ to, keepScroll = false, ...rest }: AppLinkProps) {
  // data-discover: React Router finds the route modules of the links on the page ahead of a click, as for its own.
  return <a {...rest} href={to} data-app-link="" data-discover="true" data-keep-scroll={keepScroll ? "" : undefined} />;
}
