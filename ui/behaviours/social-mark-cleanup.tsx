import { useEffect } from "react";

const MARKS = ["social", "social_error"];

/**
 * A page a social sign-in returned to tells what happened once (the notice under the header, ADR 049): the mark
 * (`?social=`, `?social_error=`) then leaves the address bar, so a reload or a shared link does not tell it again.
 */
export function SocialMarkCleanup() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!MARKS.some((mark) => url.searchParams.has(mark))) return;
    for (const mark of MARKS) url.searchParams.delete(mark);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return null;
}
