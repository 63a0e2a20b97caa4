import { useRef } from "react";
import { useLocation } from "react-router";
import { AppLink } from "../components/app-link";
import { currentSectionIndex } from "../../core/domain/site-layout/current-section";
import { MAIN_NAV } from "./nav-items";
import { useDisclosureDismiss } from "./use-disclosure-dismiss";

function NavList({ className }: { className: string }) {
  const { pathname } = useLocation();
  const current = currentSectionIndex(
    pathname,
    MAIN_NAV.map((item) => item.href),
  );
  return (
    <ul className={className}>
      {MAIN_NAV.map((item, index) => (
        <li key={item.href}>
          <AppLink
            to={item.href}
            aria-current={index === current ? (pathname === item.href ? "page" : "true") : undefined}
          >
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The sections in a row, from lg up. */
export function DesktopNav() {
  return (
    <nav className="site-nav" aria-label="Основное меню">
      <NavList className="site-nav__list" />
    </nav>
  );
}

/**
 * The sections behind a "Меню" button below lg: a <details> disclosure, so it opens by keyboard and without
 * JavaScript; with it, Escape, a click outside and a navigation close it.
 */
export function MobileNav() {
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  return (
    <details className="mobile-nav" ref={ref}>
      <summary className="mobile-nav__toggle">
        <span className="mobile-nav__icon" aria-hidden="true" />
        Меню
      </summary>
      <nav className="mobile-nav__panel" aria-label="Основное меню">
        <NavList className="mobile-nav__list" />
      </nav>
    </details>
  );
}
