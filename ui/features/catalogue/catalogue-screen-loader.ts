import type { CatalogueScreenName } from "./catalogue-screen-data";
import { CATALOGUE_SCREEN_CHUNKS, type ScreenComponent } from "./catalogue-screen-chunks";

/** Where a screen's chunk is: not asked for yet, on its way, there, or failed (asked again on the next load). */
export type ScreenLoadState<S extends CatalogueScreenName> =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Loading"; readonly promise: Promise<void> }
  | { readonly _tag: "Loaded"; readonly component: ScreenComponent<S> }
  | { readonly _tag: "Failed"; readonly error: unknown };

type AnyState = ScreenLoadState<CatalogueScreenName>;

/**
 * The screens' chunks, once loaded, for this page (browser) or this process (server): a chunk is imported once and
 * its component is then read synchronously, so a page whose chunk has arrived renders without suspending.
 */
export function catalogueScreenLoader(chunks: typeof CATALOGUE_SCREEN_CHUNKS = CATALOGUE_SCREEN_CHUNKS) {
  const states = new Map<CatalogueScreenName, AnyState>();
  const stateOf = <S extends CatalogueScreenName>(screen: S): ScreenLoadState<S> =>
    (states.get(screen) as ScreenLoadState<S> | undefined) ?? { _tag: "Idle" };
  /** Loads the screen's chunk (once); resolves when it is there, rejects when it could not load. */
  const load = (screen: CatalogueScreenName): Promise<void> => {
    const state = stateOf(screen);
    if (state._tag === "Loaded") return Promise.resolve();
    if (state._tag === "Loading") return state.promise;
    const promise = chunks[screen].load().then(
      (component) => {
        states.set(screen, { _tag: "Loaded", component } as AnyState);
      },
      (error: unknown) => {
        states.set(screen, { _tag: "Failed", error });
        throw error;
      },
    );
    states.set(screen, { _tag: "Loading", promise });
    return promise;
  };
  return { load, stateOf };
}

/** The one loader of the page (browser) or process (server). */
export const CATALOGUE_SCREENS = catalogueScreenLoader();
