import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
} from "react-router";
import { TIMINGS } from "../core/domain/constants/timings";
import { LAZY_CHUNKS } from "./app/lazy-chunks";
import { pageResponse } from "./app/page-bytes";
import { siteDepsContext } from "./app/request-context";
import type { RootData } from "./app/root-data";
import type { SiteDeps } from "./app/site-deps";
import { deferHydration } from "./boot/defer-hydration";

/** A render that has not finished by then is aborted, so a stuck request never holds a connection forever. */
export const streamTimeout = 10_000;

/**
 * The server process builds each request's load context through this export of the server build, so that the
 * context keys are the very objects the routes read (server/ssr-handler.ts).
 */
export function createLoadContext(deps: SiteDeps): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteDepsContext, deps);
  return context;
}

/**
 * Every page is rendered completely before the first byte (all data is loaded by the loaders): crawlers and
 * visitors without JavaScript get the whole page, and the status code is final when headers are sent.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A turn of the event loop between the loaders and React's pass (ADR 070): both can run without leaving promise
  // callbacks, and requests waiting on other connections (a refusal under overload among them) are read in between.
  await new Promise<void>((done) => setImmediate(done));
  // The response's Content-Security-Policy nonce (ADR 071): React Router puts it on every script and preload it
  // writes (Scripts, ScrollRestoration, the hydration data), React on its own inline scripts.
  const nonce = loadContext.get(siteDepsContext).cspNonce;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(router, {
      ...(nonce === undefined ? {} : { nonce }),
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const readFirst = status === 200 ? readFirstOptions(routerContext, nonce) : null;
        // The page is sent as one buffer: it is complete already, and bytes skip a web stream's and a string's
        // conversions on the way to compression (server/http/compress-pages.ts).
        const parts: Buffer[] = [];
        body.on("data", (part: Buffer) => parts.push(part));
        body.on("error", reject);
        body.on("end", () => {
          const page = Buffer.concat(parts);
          const html = readFirst === null ? page : deferHydration(page, readFirst);
          resolve(pageResponse(html, { headers: responseHeaders, status }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error("Render error:", error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

const AT_LOAD_MODULE = "ui/boot/at-load.ts";
const BROWSER_BEHAVIOURS_MODULE = "ui/behaviours/browser-behaviours.tsx";

/**
 * A page whose deepest route says `handle: { hydrate: "on-intent" }` and that rendered without an error is sent as a
 * read-first page (docs/adr/077-read-first-pages.md): what its inline start script needs, else null.
 */
function readFirstOptions(
  context: EntryContext,
  nonce: string | undefined,
): Parameters<typeof deferHydration>[1] | null {
  const handler = context.staticHandlerContext;
  if (handler.errors !== null) return null;
  const deepest = handler.matches.at(-1);
  const handle = deepest === undefined ? undefined : (context.routeModules[deepest.route.id]?.handle as unknown);
  if (typeof handle !== "object" || handle === null || (handle as { hydrate?: unknown }).hydrate !== "on-intent")
    return null;
  const root = handler.loaderData.root as RootData | undefined;
  if (root === undefined) return null;
  const site = { widgets: root.site.widgets, isBot: root.site.isBot };
  const atLoad = site.isBot ? null : (LAZY_CHUNKS[AT_LOAD_MODULE]?.[0] ?? null);
  const options = { pageViewDelayMs: TIMINGS.pageViewDelayMs };
  return { nonce, atLoad, site, options, extraPreload: LAZY_CHUNKS[BROWSER_BEHAVIOURS_MODULE] ?? [] };
}

/** Expected outcomes (404, 403, aborted requests) are not logged as errors; everything else is, with its stack. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`SSR error on ${request.method} ${new URL(request.url).pathname}:`, error);
};
