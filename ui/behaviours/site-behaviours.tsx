import { ThirdPartyWidgets } from "../widgets/third-party-widgets";
import { ChunkReloadGuard } from "./chunk-reload-guard";
import { HashScroll } from "./hash-scroll";
import { HydrationMark } from "./hydration-mark";
import { OnlineStatus } from "./online-status";
import { PageViewReporter } from "./page-view-reporter";

/**
 * The site-wide browser behaviours that need the app's services (rendered inside the App providers): smooth hash
 * scrolling, page views, the chunk-load reload guard, the connection notice, the third-party widgets and the hydration mark. The
 * progress bar lives in the root Layout (<NavigationProgress/>) so that it also covers the error page.
 */
export function SiteBehaviours() {
  return (
    <>
      <HashScroll />
      <PageViewReporter />
      <ChunkReloadGuard />
      <OnlineStatus />
      <ThirdPartyWidgets />
      <HydrationMark />
    </>
  );
}
