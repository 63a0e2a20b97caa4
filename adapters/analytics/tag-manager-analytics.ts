import type { Analytics, AnalyticsParams } from "../../core/ports/analytics.port";

export type TagManagerDeps = Readonly<{
  /** The data layer the tag manager container reads (window.dataLayer in the browser). */
  dataLayer: () => unknown[];
  /** The current document title, reported with each page view. */
  title: () => string;
}>;

const safeTitle = (title: () => string): string => {
  try {
    return title();
  } catch {
    return "";
  }
};

/**
 * The analytics port over a tag manager: every report is a message pushed onto its data layer, which the container
 * forwards to whatever tags it is configured with. Pushing never fails the caller.
 */
export function tagManagerAnalytics(deps: TagManagerDeps): Analytics {
  const push = (message: Record<string, unknown>) => {
    try {
      deps.dataLayer().push(message);
    } catch {
      // A broken data layer must not break the page: the report is dropped.
    }
  };
  return {
    pageView: async (path: string) => {
      push({ event: "page_view", page_path: path, page_title: safeTitle(deps.title) });
    },
    event: async (name: string, params: AnalyticsParams) => push({ ...params, event: name }),
  };
}
