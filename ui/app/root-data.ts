import type { DehydratedState } from "@tanstack/react-query";
import type { SocialProvider } from "../../core/domain/user/social-provider";
import type { SocialNotice } from "../features/account-social/social-notice";
import type { WidgetSettings } from "./site-deps";

/** What the root loader hands to every page: the layout's main data (dehydrated) and the site's public settings. */
export type RootData = Readonly<{
  dehydrated: DehydratedState;
  /** The main data query's key parts, so that the browser reads the same cache entry. */
  mainKey: Readonly<{ path: string; session: string }>;
  /** What a social sign-in that sent the visitor to this page did (ADR 049); set only on that first render. */
  socialNotice: SocialNotice | null;
  /** How many of the signed-in user's notifications are unread, absent when none: the user menu's counter (ADR 053). */
  unread?: number;
  /** `year`: the current year in Moscow at render time, so server and browser print the same copyright line. */
  site: Readonly<{
    origin: string;
    widgets: WidgetSettings;
    isBot: boolean;
    year: number;
    /** The social networks to offer for signing in (ADR 049). */
    socialProviders: readonly SocialProvider[];
  }>;
}>;
