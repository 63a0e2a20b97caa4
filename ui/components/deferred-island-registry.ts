/**
 * The loaders of the deferred islands the loaded modules declared (ui/components/deferred-island.tsx), apart from
 * the islands' own code so that a route can load them all without shipping that code on its first load.
 */
const registered = new Set<() => Promise<void>>();

/** Records an island's loader (called when the module declaring the island runs). */
export const registerDeferredIsland = (load: () => Promise<void>): void => {
  registered.add(load);
};

/**
 * Loads every island declared so far, and those the loaded ones declare in turn (an island inside an island): the
 * server before it renders a page (it never waits for a trigger), a client navigation with the screen's chunk (its
 * page renders at once, with nothing to wait for).
 */
export async function loadDeferredIslands(): Promise<void> {
  let loaded = -1;
  while (loaded !== registered.size) {
    loaded = registered.size;
    await Promise.all([...registered].map((load) => load()));
  }
}
