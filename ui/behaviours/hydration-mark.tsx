import { useEffect } from "react";
import { hydrationSettled } from "./hydration-pending";

/** The event a read-first page's start script waits for (ui/boot/wake-on-intent.ts): the page has its handlers. */
export const LIVE_EVENT = "shuyuan:live";

/**
 * Marks <html data-hydrated="true"> once React has taken the page over (for styles and tests that need JS), and
 * tells the document (`shuyuan:live`), so that a read-first page replays what the visitor did before (ADR 077).
 * It is the last of the browser behaviours, so the site's own link and form handling is in place; and it waits
 * for the parts that suspend while hydrating (a catalogue screen whose chunk is on its way: ./hydration-pending.ts)
 * and for the render that resumes them.
 */
export function HydrationMark() {
  useEffect(() => {
    let active = true;
    void hydrationSettled().then(() => {
      if (!active) return;
      document.documentElement.dataset.hydrated = "true";
      document.dispatchEvent(new Event(LIVE_EVENT));
    });
    return () => {
      active = false;
    };
  }, []);
  return null;
}
