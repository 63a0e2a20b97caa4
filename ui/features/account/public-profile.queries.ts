import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../../adapters/http/api-client/api-client";

/** A user's public profile: the same for every viewer, so its key carries no session. */
export const publicProfileQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ["users", id, "profile"] as const,
    queryFn: () => api.users.publicProfile(id),
    staleTime: 30_000,
  });
