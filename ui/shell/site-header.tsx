import { Link } from "react-router";
import { AccountArea } from "./account-area";
import { DesktopNav, MobileNav } from "./site-nav";

/** The header: logo, the sections (a row from lg up, a menu below), «Войти» or the user's menu. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link className="site-logo" to="/" aria-label="Шуюань — на главную">
          <span className="site-logo__mark" aria-hidden="true">
            Ш
          </span>
          <span className="site-logo__name">Шуюань</span>
        </Link>
        <DesktopNav />
        <div className="site-header__actions">
          <AccountArea />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
