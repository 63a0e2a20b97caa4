import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** One of the user's applications with its history (GET /bookings/{id}); null when it is not theirs or not there. */
export const bookingQuery = (api: SiteApi, sessionKey: string, id: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "booking", id] as const,
    queryFn: () => api.bookings.booking(id),
    staleTime: 10_000,
  });
