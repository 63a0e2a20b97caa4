import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** A user's public profile: the same for every viewer, so its key carries no session. */
export const publicProfileQuery = (api: SiteApi, id: number) =>
  queryOptions({
    queryKey: ["users", id, "profile"] as const,
    queryFn: () => api.users.publicProfile(id),
    staleTime: 30_000,
  });
