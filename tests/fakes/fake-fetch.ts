import type { FetchLike } from "../../adapters/http/api-client/fetch-like";

/** A request as the fake server saw it. */
export type SeenRequest = {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
  readonly signal: AbortSignal | null | undefined;
};

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON response. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** A fetch that answers from `handler` and records every request, in order. */
export function fakeFetch(handler: FakeHandler): { fetch: FetchLike; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: SeenRequest = {
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}

/** A server that never answers: the request ends only when its signal aborts. */
export const hangUntilAborted = (request: SeenRequest): Promise<Response> =>
  new Promise((_, reject) => {
    request.signal?.addEventListener("abort", () => reject(request.signal?.reason));
  });

/** The pathname of a recorded request (the fake server is addressed through an absolute base URL). */
export const pathOf = (request: SeenRequest | undefined): string =>
  request === undefined ? "" : new URL(request.url, "http://api.test").pathname;

/** The parsed JSON body of a recorded request. */
export const jsonBodyOf = (request: SeenRequest | undefined): unknown =>
  typeof request?.body === "string" ? JSON.parse(request.body) : undefined;
