import type { MiddlewareHandler } from "hono";
import type { DataVersionSource } from "../../core/ports/data-version.port";
import { acceptsGzip } from "./accepts-gzip";
import { onApiWrites } from "./api-writes";
import {
  isShareable,
  mayUseCache,
  pageCacheKey,
  sharedPageRequest,
  withDroppedParams,
  type SharedPageRequest,
} from "./page-cache-rules";
import { createPageStore, type StoredPage } from "./page-store";
import { gzipKeepingNonce, restamped, storedNonce } from "./csp/nonce-restamp";

export type PageCacheState = "hit" | "miss" | "bypass";
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export type PageCacheOptions = Readonly<{
  /** How long a page is served from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Memory budget of all stored pages (bodies, gzip forms, keys and headers); 64 MB unless told. */
  maxBytes?: number;
  /** The catalogue's data version, read at most every `versionCheckMs` (1 s): a change drops every page. */
  dataVersion?: DataVersionSource;
  versionCheckMs?: number;
  /** Milliseconds of a monotonic clock; `performance.now` unless a test says otherwise. */
  nowMs?: () => number;
  /** The query parameters each page reads (`ui/app/page-query-names.ts` unless a test says otherwise, ADR 070). */
  queryNames?: (pathname: string) => ReadonlySet<string> | null;
}>;

export type PageCache = Readonly<{
  /**
   * Answers a page request from memory, or through `render` (storing its answer when it may be shared). A request
   * that may use the cache is rendered from its shared form (`sharedPageRequest`), which `render` is given.
   */
  serve(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /** Whether `serve` would answer this request without a render of its own (a fresh stored page, or one being made). */
  answers(request: Request): boolean;
  /** Drops every stored page; renders that started before do not store theirs. */
  invalidate(): void;
  /** For the API: a successful write that may change pages invalidates (see `changesPages`). */
  apiWrites: MiddlewareHandler;
}>;

const tagged = (response: Response, state: PageCacheState): Response => {
  try {
    response.headers.set(PAGE_CACHE_HEADER, state);
    return response;
  } catch {
    // Immutable headers (a response that came from fetch): copy them.
    const copy = new Response(response.body, response);
    copy.headers.set(PAGE_CACHE_HEADER, state);
    return copy;
  }
};

const vary = (value: string | undefined) =>
  value === undefined || value === ""
    ? "Accept-Encoding"
    : /accept-encoding/i.test(value)
      ? value
      : `${value}, Accept-Encoding`;

/** The stored page as one visitor's answer: a fresh CSP nonce, gzip when they take it, exact length, no body for HEAD. */
const answer = (stored: StoredPage, request: Request, state: PageCacheState): Response => {
  const page = restamped(stored, stored.gzip !== null && acceptsGzip(request.headers.get("accept-encoding")));
  const zipped = page.gzip !== null && acceptsGzip(request.headers.get("accept-encoding"));
  const body = zipped && page.gzip !== null ? page.gzip : page.body;
  const headers: Record<string, string> = {
    ...page.headers,
    vary: vary(page.headers.vary),
    "content-length": String(body.byteLength),
    [PAGE_CACHE_HEADER]: state,
  };
  if (zipped) headers["content-encoding"] = "gzip";
  return new Response(request.method === "HEAD" ? null : body, { status: page.status, headers });
};

const UNSTORED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection"]);

const storedPageOf = async (response: Response): Promise<StoredPage> => {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
  });
  const zipped = body.byteLength >= 1024 ? await gzipKeepingNonce(body, storedNonce(headers)) : null;
  return {
    status: response.status,
    headers,
    body,
    gzip: zipped !== null && zipped.byteLength < body.byteLength ? zipped : null,
  };
};

/**
 * The full-page micro-cache of anonymous GET page requests (docs/adr/029-page-cache.md). A page renders once per
 * key and TTL however many visitors ask at the same moment (they wait for that one render). Every answer of a page
 * request says what happened in the X-Page-Cache header.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const nowMs = options.nowMs ?? (() => performance.now());
  const store = createPageStore({ ttlMs: options.ttlMs, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
  const pending = new Map<string, Promise<StoredPage | null>>();
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    store.clear();
  };

  const source = options.dataVersion;
  const checkEvery = options.versionCheckMs ?? 1000;
  let knownVersion: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  /** Reads the data version when the last reading is too old; until it is known, nothing is served from memory. */
  const versionChecked = (): Promise<void> | null => {
    if (source === undefined) return null;
    if (checking !== null) return checking;
    if (nowMs() - checkedAt < checkEvery) return null;
    checkedAt = nowMs();
    checking = source
      .current()
      .then(
        (version) => {
          if (version !== knownVersion) invalidate();
          knownVersion = version;
        },
        () => {
          knownVersion = null;
          invalidate();
        },
      )
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  const renderAndStore = async (
    key: string,
    render: () => Promise<Response>,
    request: Request,
    shared: SharedPageRequest,
  ) => {
    const started = generation;
    let settle: (page: StoredPage | null) => void = () => {};
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const response = await render();
      if (!isShareable(response)) {
        settle(null);
        return tagged(withDroppedParams(response, shared), "bypass");
      }
      const page = await storedPageOf(response);
      if (started === generation) store.set(key, page, nowMs());
      settle(page);
      return answer(page, request, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  };

  const serve = async (request: Request, render: (request: Request) => Promise<Response>): Promise<Response> => {
    if (options.ttlMs <= 0 || !mayUseCache(request)) return tagged(await render(request), "bypass");
    const check = versionChecked();
    if (check !== null) await check;
    const shared = sharedPageRequest(request, options.queryNames);
    const renderShared = async () => withDroppedParams(await render(shared.request), shared);
    const key = pageCacheKey(shared.request);
    const stored = store.get(key, nowMs());
    if (stored !== undefined) return answer(stored, request, "hit");
    const inFlight = pending.get(key);
    if (inFlight !== undefined) {
      const page = await inFlight;
      return page === null ? tagged(await renderShared(), "bypass") : answer(page, request, "hit");
    }
    if (request.method === "HEAD") return tagged(await renderShared(), "miss");
    return renderAndStore(key, () => render(shared.request), request, shared);
  };

  const answers = (request: Request): boolean => {
    if (options.ttlMs <= 0 || !mayUseCache(request)) return false;
    const key = pageCacheKey(sharedPageRequest(request, options.queryNames).request);
    return store.get(key, nowMs()) !== undefined || pending.has(key);
  };

  return { serve, answers, invalidate, apiWrites: onApiWrites(invalidate) };
}
