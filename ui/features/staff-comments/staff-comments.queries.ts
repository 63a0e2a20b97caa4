import { queryOptions } from "@tanstack/react-query";
import { type ModerationFilter, moderationSearchOf } from "../../../core/domain/comment-moderation/moderation-filter";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** One page of the moderation list under a filter (keyed by the session and the filter's query string). */
export const staffCommentsQuery = (api: SiteApi, sessionKey: string, filter: ModerationFilter) =>
  queryOptions({
    queryKey: ["staff", sessionKey, "comments", moderationSearchOf(filter)] as const,
    queryFn: () => api.staffComments.page(filter),
    staleTime: 5_000,
  });
