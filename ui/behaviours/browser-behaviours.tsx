import { ThirdPartyWidgets } from "../widgets/third-party-widgets";
import { AppLinkNavigation } from "./app-link-navigation";
import { HashScroll } from "./hash-scroll";
import { HydrationMark } from "./hydration-mark";
import { OnlineStatus } from "./online-status";
import { PageViewReporter } from "./page-view-reporter";
import { PlainFormExtras } from "./plain-form-extras";
import { SocialMarkCleanup } from "./social-mark-cleanup";
import { VisitBeacon } from "./visit-beacon";

/**
 * The site-wide browser behaviours that need the app's services (rendered inside the App providers): in-app
 * navigation for the site's plain links, smooth hash
 * scrolling, page views, the session's visit report, the extras of the server-only forms, the connection notice, a social sign-in's mark leaving the address, the third-party widgets and the hydration mark. Loaded after hydration
 * (site-behaviours.tsx): the hydration mark, last, says that they are all in place.
 */
export function BrowserBehaviours() {
  return (
    <>
      <AppLinkNavigation />
      <HashScroll />
      <PageViewReporter />
      <VisitBeacon />
      <PlainFormExtras />
      <OnlineStatus />
      <ThirdPartyWidgets />
      <SocialMarkCleanup />
      <HydrationMark />
    </>
  );
}
