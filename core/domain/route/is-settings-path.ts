import { resolvePath } from "./resolve-path";
import type { Screen } from "./route-table";

const SETTINGS_SCREENS: ReadonlySet<Screen> = new Set<Screen>([
  "settings",
  "settings-applications",
  "settings-notifications",
  "settings-profile",
  "settings-security",
  "settings-application",
  "settings-application-documents",
  "settings-application-messages",
  "settings-application-payments",
  // the staff console is private the same way: a change of account reloads it (ADR 056)
  "staff",
  "staff-application",
  "staff-leads",
  "staff-mail",
  "staff-audit",
  "staff-team",
]);

/** Whether the path is one of the personal-area settings pages (/u/{user?}/settings/ and its children). */
export const isSettingsPath = (pathname: string): boolean => {
  const resolved = resolvePath(pathname);
  return resolved._tag === "Matched" && SETTINGS_SCREENS.has(resolved.screen);
};
