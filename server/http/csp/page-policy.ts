import type { WidgetSettings } from "../../../core/domain/navigation/third-party-widgets";
import { widgetSources } from "./widget-sources";

export type PagePolicyInput = Readonly<{
  /** This response's nonce (csp-nonce.ts): every script the page itself writes carries it. */
  nonce: string;
  widgets: WidgetSettings;
  /** Where the site's own forms may lead off the origin: the social networks' sign-in pages (ADR 049). */
  formTargets: readonly string[];
}>;

const directive = (name: string, sources: readonly string[]) => `${name} ${sources.join(" ")}`;

/**
 * The Content-Security-Policy of a page (docs/adr/071-content-security-policy.md). Scripts run only with this
 * response's nonce, and whatever those scripts load ('strict-dynamic'); 'self', the widgets' origins and
 * 'unsafe-inline' are there for browsers older than 'strict-dynamic' (newer ones ignore all three when a nonce
 * and 'strict-dynamic' are present). Never 'unsafe-eval'. Everything else is the site's own origin plus exactly
 * the configured widgets' origins.
 */
export function pagePolicy({ nonce, widgets, formTargets }: PagePolicyInput): string {
  const w = widgetSources(widgets);
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...w.script, "'unsafe-inline'"]),
    // Style attributes (custom properties of banners and pictures) are written by the server: inline styles stay.
    directive("style-src", ["'self'", "'unsafe-inline'", ...w.style]),
    directive("img-src", ["'self'", ...w.img]),
    directive("font-src", ["'self'", ...w.font]),
    directive("connect-src", ["'self'", ...w.connect]),
    directive("frame-src", ["'self'", ...w.frame]),
    directive("worker-src", ["'self'", ...w.worker]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'none'"]),
    directive("frame-ancestors", ["'self'"]),
    directive("form-action", ["'self'", ...new Set(formTargets)]),
  ].join("; ");
}

/** API answers are data, never documents: they load nothing and are framed by nobody. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
