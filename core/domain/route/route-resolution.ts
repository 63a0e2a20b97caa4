import type { ResolvedRoute } from "./route-table";

/** What a pathname leads to. */
export type RouteResolution =
  /** A screen with its params. */
  | ({ readonly _tag: "Matched" } & ResolvedRoute)
  /** A known path typed without its trailing slash: go to the slash form (the caller keeps the query and hash). */
  | { readonly _tag: "Redirect"; readonly location: string }
  | { readonly _tag: "NotFound" };
