import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../app/root-data";

const MARKS = ["social", "social_error"];

/**
 * The outcome of a social sign-in on the page it returned to (ADR 049): the root loader put the text in its data,
 * so it reads without JavaScript; with it, the mark leaves the address bar, so a reload or a shared link does not
 * tell it again.
 */
export function SocialNotice() {
  const notice = useRouteLoaderData<RootData>("root")?.socialNotice ?? null;
  useEffect(() => {
    if (notice === null) return;
    const url = new URL(window.location.href);
    if (!MARKS.some((mark) => url.searchParams.has(mark))) return;
    for (const mark of MARKS) url.searchParams.delete(mark);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [notice]);
  if (notice === null) return null;
  return (
    <div className={`social-notice social-notice--${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
      <p className="container">{notice.text}</p>
    </div>
  );
}
