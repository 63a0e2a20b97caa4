import type { RefreshedSession } from "../../../core/ports/auth-api.port";
import { AUTH_ROUTES } from "../contract/auth.contract";
import type { RouteContract, SuccessOf } from "../contract/route-contract";
import type { ApiClientConfig } from "./api-client-config";
import { type ApiOutcome, failed } from "./api-outcome";
import type { QueryParams } from "./query-string";
import { readOutcome } from "./read-outcome";
import { type PathParams, requestUrl } from "./request-url";
import { sessionRefresh } from "./session-refresh";

export type CallInput = {
  readonly params?: PathParams;
  readonly query?: QueryParams;
  /** A JSON value, or FormData for a multipart route. */
  readonly body?: unknown;
  /** The Path-Visited header; undefined falls back on the configured current path, null sends none. */
  readonly pathVisited?: string | null;
};

export type ApiTransport = {
  /** Never rejects: every failure is an outcome. */
  call<R extends RouteContract>(route: R, input?: CallInput): Promise<ApiOutcome<SuccessOf<R>>>;
  /** Refreshes the stored token (joining a refresh under way); null, and the session cleared, on failure. */
  refresh(): Promise<RefreshedSession | null>;
  /** Forgets the auth record and the session id. */
  clearSession(): Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 15_000;
const NOT_ASCII = /[^\x20-\x7e]/;

/** Header values must be Latin-1; a path with other characters is sent percent-encoded. */
const headerSafe = (value: string): string => (NOT_ASCII.test(value) ? encodeURI(value) : value);

/**
 * The HTTP transport of the API client (spec 7): bearer header from the session store, /api-dev/ switch,
 * query strings without empty values, Path-Visited, response parsing with the contract, and after a 406 exactly
 * one shared refresh followed by one retry with the new token. A call refused with 401 because another call's
 * refresh revoked its token on the way is retried once with the new token too; a 401 never starts a refresh.
 */
export function createApiTransport(config: ApiClientConfig): ApiTransport {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? (() => new Date());

  const send = async (route: RouteContract, input: CallInput, token: string | null): Promise<Response | null> => {
    const url = requestUrl(config, route, input.params ?? {}, input.query ?? {});
    if (url === null) return null;
    const external = route.host !== undefined;
    const headers = new Headers({ Accept: "application/json" });
    if (token !== null && !external) headers.set("Authorization", `Bearer ${token}`);
    const path = input.pathVisited === undefined ? (config.currentPath?.() ?? null) : input.pathVisited;
    if (path !== null && path !== "" && !external) headers.set("Path-Visited", headerSafe(path));
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) body = input.body;
    else if (input.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(input.body);
    }
    try {
      return await config.fetch(url, {
        method: route.method.toUpperCase(),
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return null;
    }
  };

  const refreshCall = async (token: string): Promise<RefreshedSession | null> => {
    const response = await send(AUTH_ROUTES.refresh, { pathVisited: null }, token);
    if (response === null) return null;
    const outcome = await readOutcome(AUTH_ROUTES.refresh, response, now());
    if (outcome._tag !== "Ok") return null;
    const { token: fresh, expires, user } = outcome.value;
    return { record: { token: fresh, expires }, user };
  };

  const session = sessionRefresh(config.session, refreshCall);

  return {
    async call<R extends RouteContract>(route: R, input: CallInput = {}): Promise<ApiOutcome<SuccessOf<R>>> {
      const sent = route.host === undefined ? await session.currentToken() : null;
      const outcomeOf = (response: Response | null) =>
        response === null ? failed(null) : readOutcome(route, response, now());
      const response = await send(route, input, sent);
      const refused = response?.status === 406 || response?.status === 401;
      if (response === null || sent === null || route.refreshable === false || !refused) return outcomeOf(response);
      const renewed = response.status === 406 ? await session.renewedToken(sent) : await session.replacedToken(sent);
      if (renewed === null) return outcomeOf(response);
      await response.body?.cancel().catch(() => undefined);
      return outcomeOf(await send(route, input, renewed));
    },
    refresh: () => session.refresh(),
    clearSession: () => session.clear(),
  };
}
