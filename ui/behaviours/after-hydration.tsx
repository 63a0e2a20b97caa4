import { type ComponentType, lazy, Suspense } from "react";
import { reloadIfChunkFailure } from "./chunk-reload-guard";
import { useIsClient } from "./use-is-client";

/**
 * A component whose code loads only in the browser, after hydration (a dynamic import, so it is not part of the
 * page's first-load JavaScript). For parts that render nothing on the server and before hydration anyway: browser
 * behaviours and markup that depends on browser storage. Until the code has arrived it renders nothing; code that
 * does not arrive leaves it out (after the one reload a replaced chunk is allowed) instead of failing the page.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const nothing: ComponentType<P> = () => null;
  const Loaded = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        reloadIfChunkFailure(error);
        return { default: nothing };
      },
    ),
  );
  function AfterHydration(props: P) {
    const client = useIsClient();
    if (!client) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return AfterHydration;
}
