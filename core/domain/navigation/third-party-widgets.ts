import { errorReportingSetup } from "./error-reporting-setup";
import { httpsUrl } from "./https-url";

/** The public widget settings the root loader hands to the UI (unset means not loaded). */
export type WidgetSettings = Readonly<{
  tagManagerId?: string | undefined;
  callTrackingScriptUrl?: string | undefined;
  crmButtonScriptUrl?: string | undefined;
  liveChatScriptUrl?: string | undefined;
  errorReportingDsn?: string | undefined;
  mapsScriptUrl?: string | undefined;
}>;

export type WidgetId = "tag-manager" | "call-tracking" | "crm-button" | "live-chat" | "error-reporting";
export type WidgetScript = Readonly<{ id: WidgetId; src: string }>;

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** The tag manager container id when it is well formed, else null. */
export const tagManagerId = (id: string | undefined): string | null =>
  id !== undefined && TAG_MANAGER_ID.test(id) ? id : null;

/**
 * The widget scripts a page loads (spec 1, 9): each only when configured with a usable value, none at all for bots.
 * Maps are not among them: a map loads its script on demand (mapsScriptSrc).
 */
export const widgetScripts = (settings: WidgetSettings, isBot: boolean): readonly WidgetScript[] => {
  if (isBot) return [];
  const gtm = tagManagerId(settings.tagManagerId);
  const candidates: readonly (WidgetScript | null)[] = [
    gtm === null ? null : { id: "tag-manager", src: `https://www.googletagmanager.com/gtm.js?id=${gtm}` },
    script("call-tracking", httpsUrl(settings.callTrackingScriptUrl)),
    script("crm-button", httpsUrl(settings.crmButtonScriptUrl)),
    script("live-chat", httpsUrl(settings.liveChatScriptUrl)),
    script("error-reporting", errorReportingSetup(settings.errorReportingDsn)?.loaderUrl ?? null),
  ];
  return candidates.filter((item): item is WidgetScript => item !== null);
};

const script = (id: WidgetId, src: string | null): WidgetScript | null => (src === null ? null : { id, src });

/** The maps script for a page that shows a map: null when unconfigured or for bots. */
export const mapsScriptSrc = (settings: WidgetSettings, isBot: boolean): string | null =>
  isBot ? null : httpsUrl(settings.mapsScriptUrl);
