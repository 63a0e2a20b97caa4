import { AppLinkNavigation } from "./app-link-navigation";
import { AtLoadTasks } from "./at-load-tasks";
import { HashScroll } from "./hash-scroll";
import { HydrationMark } from "./hydration-mark";
import { OnlineStatus } from "./online-status";
import { PageViewReporter } from "./page-view-reporter";
import { PlainFormExtras } from "./plain-form-extras";
import { SocialMarkCleanup } from "./social-mark-cleanup";

/**
 * The site-wide browser behaviours that need the app's services (rendered inside the App providers): in-app
 * navigation for the site's plain links, smooth hash scrolling, page views, the at-load tasks (the session's visit
 * report and the third-party widgets), the extras of the server-only forms, the connection notice, a social
 * sign-in's mark leaving the address and the hydration mark. Loaded after hydration
 * (site-behaviours.tsx): the hydration mark, last, says that they are all in place.
 */
export function BrowserBehaviours() {
  return (
    <>
      <AppLinkNavigation />
      <HashScroll />
      <PageViewReporter />
      <AtLoadTasks />
      <PlainFormExtras />
      <OnlineStatus />
      <SocialMarkCleanup />
      <HydrationMark />
    </>
  );
}
