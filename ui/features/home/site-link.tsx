import type { ReactNode } from "react";
import { AppLink } from "../../components/app-link";

/** A link to an editor-given address: a site path navigates in the app, anything else is a plain link. */
export function SiteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return to.startsWith("/") && !to.startsWith("//") ? (
    <AppLink to={to} className={className}>
      {children}
    </AppLink>
  ) : (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}
