import { useRouteLoaderData } from "react-router";
import type { RootData } from "../app/root-data";

/**
 * The outcome of a social sign-in on the page it returned to (ADR 049): the root loader put the text in its data,
 * so it reads without JavaScript (the mark leaves the address bar after hydration: SocialMarkCleanup).
 */
export function SocialNotice() {
  const notice = useRouteLoaderData<RootData>("root")?.socialNotice;
  if (!notice) return null;
  return (
    <div className={`social-notice social-notice--${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
      <p className="container">{notice.text}</p>
    </div>
  );
}
