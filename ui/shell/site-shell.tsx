import type { ReactNode } from "react";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import { useMainData, useSiteSettings } from "../data/use-main-data";
import { CompareLink } from "../features/compare/compare-link";
import { UserSessionProvider } from "../session/user-session";
import { NoticeBanner } from "./notice-banner";
import { ModelNoticeProvider } from "./notice-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SocialNotice } from "./social-notice";
import "../styles/shell.css";

/** The frame of every page: skip link, notice, header with navigation and account, the page, footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const main = useMainData();
  const site = useSiteSettings();
  return (
    <UserSessionProvider renderedUser={main?.user ?? ANONYMOUS_USER}>
      <ModelNoticeProvider>
        <a className="skip-link" href="#main">
          К содержанию
        </a>
        <NoticeBanner mainNotice={main?.notice ?? null} />
        <SiteHeader />
        <SocialNotice />
        {children}
        <CompareLink />
        <SiteFooter layout={main?.layout_settings ?? null} year={site?.year ?? null} />
      </ModelNoticeProvider>
    </UserSessionProvider>
  );
}
