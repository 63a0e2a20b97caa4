import type { RouterContextProvider } from "react-router";
import { siteDepsContext } from "../../app/request-context";

/** The public origin: the configured one (SITE_ORIGIN), else the request's own. */
export const publicOrigin = (context: Readonly<RouterContextProvider>, url: URL): string =>
  context.get(siteDepsContext).siteOrigin ?? url.origin;

const answer = (body: string, type: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": type, ...headers } });

/** A sitemap or sitemap index: crawlers may keep it an hour. */
export const xmlResponse = (xml: string): Response =>
  answer(xml, "application/xml; charset=utf-8", 200, { "Cache-Control": "public, max-age=3600" });

export const plainTextResponse = (text: string, status = 200, headers: Record<string, string> = {}): Response =>
  answer(text, "text/plain; charset=utf-8", status, headers);
