import type { Analytics } from "../../core/ports/analytics.port";

/** The analytics adapter when no tag manager is configured: reports go nowhere. */
export const noAnalytics: Analytics = {
  pageView: async () => {},
  event: async () => {},
};
