import { errorReportingSetup } from "../../core/domain/navigation/error-reporting-setup";
import { widgetScripts } from "../../core/domain/navigation/third-party-widgets";
import type { TrackingApi } from "../../core/ports/tracking-api.port";
import type { BrowserSiteSettings } from "../composition/browser-site";
import { takeChatLeads } from "./chat-leads";
import { prepareErrorReporting } from "./error-reporting";
import { loadScript, whenPageIdle } from "./load-script";
import { startTagManager } from "./tag-manager";

let started = false;

/**
 * Third-party widgets (tag manager, call tracking, CRM button, live chat, error reporting): each loads only when
 * configured, never for bots and never on the server, once the page has loaded and the browser is idle; once a
 * page, whoever asks first (the at-load module of a read-first page or the hydrated page, ADR 077). Unconfigured
 * means absent: no script, no stub, no error. `tracking` is asked for with the chat's script: its leads go to the
 * call-tracking lead call (spec 7, ADR 068).
 */
export function startWidgets(site: BrowserSiteSettings, tracking: () => TrackingApi): void {
  if (started) return;
  const { widgets, isBot } = site;
  const scripts = widgetScripts(widgets, isBot);
  if (scripts.length === 0) return;
  started = true;
  whenPageIdle(() => {
    for (const script of scripts) {
      if (script.id === "tag-manager") startTagManager(Date.now());
      if (script.id === "live-chat") takeChatLeads(tracking());
      const setup = script.id === "error-reporting" ? errorReportingSetup(widgets.errorReportingDsn) : null;
      if (setup) prepareErrorReporting(setup);
      void loadScript(script.src, script.id);
    }
  });
}
