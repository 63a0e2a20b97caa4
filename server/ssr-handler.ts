import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { SiteDeps } from "../ui/app/site-deps";

/** Renders one page request; `deps` reach the routes through the load context. */
export type SsrHandler = (request: Request, deps: SiteDeps) => Promise<Response>;

type EntryWithContext = { readonly createLoadContext: (deps: SiteDeps) => RouterContextProvider };

const entryOf = (build: ServerBuild): EntryWithContext => {
  const entry = build.entry.module as Partial<EntryWithContext>;
  if (typeof entry.createLoadContext !== "function") {
    throw new Error("ui/entry.server.tsx must export createLoadContext(deps)");
  }
  return entry as EntryWithContext;
};

/** Production: one handler over a loaded build. */
export function ssrHandler(build: ServerBuild, mode: "production" | "development" | "test"): SsrHandler {
  const handle = createRequestHandler(build, mode);
  const entry = entryOf(build);
  return (request, deps) => handle(request, entry.createLoadContext(deps));
}

/** Development: the build is loaded again for every request (Vite hot reload). */
export function devSsrHandler(loadBuild: () => Promise<ServerBuild>): SsrHandler {
  return async (request, deps) => {
    const build = await loadBuild();
    return createRequestHandler(build, "development")(request, entryOf(build).createLoadContext(deps));
  };
}
