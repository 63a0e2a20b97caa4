import { useEffect } from "react";
import { errorReportingSetup } from "../../core/domain/navigation/error-reporting-setup";
import { widgetScripts } from "../../core/domain/navigation/third-party-widgets";
import { useServices } from "../app/services";
import { useSiteSettings } from "../data/use-main-data";
import { takeChatLeads } from "./chat-leads";
import { prepareErrorReporting } from "./error-reporting";
import { loadScript, whenPageIdle } from "./load-script";
import { startTagManager } from "./tag-manager";

/**
 * Third-party widgets (tag manager, call tracking, CRM button, live chat, error reporting): each loads only when
 * configured, never for bots (the root loader's isbot check) and never on the server, after the page has loaded.
 * Unconfigured means absent: no script, no stub, no error.
 */
export function ThirdPartyWidgets() {
  const site = useSiteSettings();
  const isBot = site?.isBot ?? true;
  const tagManagerId = site?.widgets.tagManagerId;
  const callTrackingScriptUrl = site?.widgets.callTrackingScriptUrl;
  const crmButtonScriptUrl = site?.widgets.crmButtonScriptUrl;
  const liveChatScriptUrl = site?.widgets.liveChatScriptUrl;
  const errorReportingDsn = site?.widgets.errorReportingDsn;
  const { api } = useServices();

  useEffect(() => {
    const settings = { tagManagerId, callTrackingScriptUrl, crmButtonScriptUrl, liveChatScriptUrl, errorReportingDsn };
    const scripts = widgetScripts(settings, isBot);
    if (scripts.length === 0) return;
    return whenPageIdle(() => {
      for (const script of scripts) {
        if (script.id === "tag-manager") startTagManager(Date.now());
        // The chat's leads go to the call-tracking lead call (spec 7, ADR 068); the API loads with the first one.
        if (script.id === "live-chat") takeChatLeads(api.tracking);
        const setup = script.id === "error-reporting" ? errorReportingSetup(errorReportingDsn) : null;
        if (setup) prepareErrorReporting(setup);
        void loadScript(script.src, script.id);
      }
    });
  }, [isBot, tagManagerId, callTrackingScriptUrl, crmButtonScriptUrl, liveChatScriptUrl, errorReportingDsn, api]);

  return null;
}
