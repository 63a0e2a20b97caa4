import { afterHydration } from "./after-hydration";
import { ChunkReloadGuard } from "./chunk-reload-guard";

/** The rest work only in the browser and render nothing on the server: their code loads after hydration. */
const BrowserBehaviours = afterHydration(() =>
  import("./browser-behaviours").then((module) => module.BrowserBehaviours),
);

/**
 * The site-wide browser behaviours. The chunk-load reload guard is there from the start (it also covers the
 * behaviours' own chunk); the others (browser-behaviours.tsx) follow once the page is hydrated. The progress bar
 * lives in the root Layout (<NavigationProgress/>) so that it also covers the error page.
 */
export function SiteBehaviours() {
  return (
    <>
      <ChunkReloadGuard />
      <BrowserBehaviours />
    </>
  );
}
