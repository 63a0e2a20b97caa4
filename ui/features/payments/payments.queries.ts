import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** The ledger of one of the user's applications (null: not theirs, or the call failed). */
export const ledgerQuery = (api: SiteApi, sessionKey: string, bookingId: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "ledger", bookingId] as const,
    queryFn: () => api.payments.ledger(bookingId),
    staleTime: 10_000,
  });

/** One of the user's payments, for the outcome pages (null: not theirs, or the call failed). */
export const paymentQuery = (api: SiteApi, sessionKey: string, paymentId: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "payment", paymentId] as const,
    queryFn: () => api.payments.payment(paymentId),
    staleTime: 0,
  });
