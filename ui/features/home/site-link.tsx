import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link to an editor-given address: a site path navigates in the app, anything else is a plain link. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith("/") && !to.startsWith("//") ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}
