import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** An application's timeline, per visitor (the session key keeps one visitor's answer from another's). */
export const applicationTimelineQuery = (api: SiteApi, sessionKey: string, bookingId: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "application", bookingId, "timeline"] as const,
    queryFn: () => api.applicationTimeline.timeline(bookingId),
    staleTime: 30_000,
  });

/** An application's steps after the offer with their countdowns as of the request. */
export const applicationMilestonesQuery = (api: SiteApi, sessionKey: string, bookingId: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "application", bookingId, "milestones"] as const,
    queryFn: () => api.applicationTimeline.milestones(bookingId),
    staleTime: 30_000,
  });
