import type { MiddlewareHandler } from "hono";
import type { WidgetSettings } from "../../../core/domain/navigation/third-party-widgets";
import { servedOverHttps } from "../https-request";
import { cspNonce } from "./csp-nonce";
import { API_POLICY, pagePolicy } from "./page-policy";

export type SecurityPolicyOptions = Readonly<{
  /** Send the policies as Content-Security-Policy-Report-Only (violations reported, nothing blocked). */
  reportOnly: boolean;
  /** Reverse proxies in front of the server (TRUST_PROXY): whose X-Forwarded-Proto tells https. */
  trustProxy: number;
  /** Off-site targets of the site's own forms (the social networks' sign-in pages). */
  formTargets: readonly string[];
}>;

export const ENFORCED_POLICY_HEADER = "Content-Security-Policy";
export const REPORTED_POLICY_HEADER = "Content-Security-Policy-Report-Only";
export const HSTS_HEADER = "Strict-Transport-Security";
/** A year, and every subdomain: what the preload list asks for (without asking to be preloaded). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** Other documents this server writes (the sandbox bank's pages, plain error texts): no script at all. */
export const DOCUMENT_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; " +
  "frame-ancestors 'self'; form-action 'self'";

const policyHeader = (options: SecurityPolicyOptions) =>
  options.reportOnly ? REPORTED_POLICY_HEADER : ENFORCED_POLICY_HEADER;

const HTML = /^text\/html\b/i;

/**
 * Renders a page with a fresh nonce and sends it with the page policy that names it
 * (docs/adr/071-content-security-policy.md).
 */
export async function withPagePolicy(
  options: SecurityPolicyOptions,
  widgets: WidgetSettings,
  render: (nonce: string) => Promise<Response>,
): Promise<Response> {
  const nonce = cspNonce();
  const response = await render(nonce);
  const policy = pagePolicy({ nonce, widgets, formTargets: options.formTargets });
  try {
    response.headers.set(policyHeader(options), policy);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(policyHeader(options), policy);
    return copy;
  }
}

/**
 * For every answer: HSTS when it goes out over https, and a policy for answers that have none of their own (pages
 * bring theirs from withPagePolicy; uploads theirs): API answers load nothing, other HTML documents run no script.
 */
export const securityPolicy =
  (options: SecurityPolicyOptions): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (servedOverHttps(c, options.trustProxy)) headers.set(HSTS_HEADER, HSTS_VALUE);
    if (headers.has(ENFORCED_POLICY_HEADER) || headers.has(REPORTED_POLICY_HEADER)) return;
    if (/^\/api(?:-dev)?\//.test(c.req.path)) headers.set(policyHeader(options), API_POLICY);
    else if (HTML.test(headers.get("content-type") ?? "")) headers.set(policyHeader(options), DOCUMENT_POLICY);
  };
