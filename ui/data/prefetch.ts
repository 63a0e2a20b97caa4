import { dehydrate, type DehydratedState, type FetchQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { RouterContextProvider } from "react-router";
import type { SiteApi } from "../../core/ports/site-api.port";
import { requestApiContext, requestQueryClientContext } from "../app/request-context";

/** What a loader hands to its page: the dehydrated queries it prefetched (and nothing else of the request). */
export type Prefetched = { readonly dehydrated: DehydratedState };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance: any option set, read for key and data
type AnyOptions = FetchQueryOptions<any, Error, any, any>;
type DataOf<O> = O extends { queryFn?: unknown; queryKey: QueryKey } & FetchQueryOptions<
  infer D,
  Error,
  infer _T,
  infer _K
>
  ? D
  : never;

/**
 * Loads queries into the request's QueryClient (`ensureQueryData`) and dehydrates exactly those, so that
 * parallel loaders sharing the client do not send each other's data twice.
 */
export async function prefetch<const T extends readonly AnyOptions[]>(
  context: Readonly<RouterContextProvider>,
  build: (api: SiteApi) => T,
): Promise<{ readonly data: { -readonly [K in keyof T]: DataOf<T[K]> } } & Prefetched> {
  const client = context.get(requestQueryClientContext);
  const options = build(context.get(requestApiContext));
  const data = (await Promise.all(options.map((o) => client.ensureQueryData(o)))) as {
    -readonly [K in keyof T]: DataOf<T[K]>;
  };
  const keys = new Set(options.map((o) => JSON.stringify(o.queryKey)));
  const dehydrated = dehydrate(client, { shouldDehydrateQuery: (q) => keys.has(JSON.stringify(q.queryKey)) });
  return { data, dehydrated };
}
