import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of every page: skip link, header with navigation, the page, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        К содержанию
      </a>
      <header className="site-header">
        <div className="container site-header__bar">
          <Link className="site-logo" to="/">
            Шуюань
          </Link>
        </div>
      </header>
      {children}
      <footer className="site-footer">
        <div className="container">© Шуюань</div>
      </footer>
    </>
  );
}
