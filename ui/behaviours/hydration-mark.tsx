import { useEffect } from "react";

/** Marks <html data-hydrated="true"> once React has taken the page over (for styles and tests that need JS). */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
