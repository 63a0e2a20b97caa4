import type { CallTrackingDelivery, CallTrackingService } from "../../core/ports/call-tracking.port";
import type { FetchLike } from "../http/api-client/fetch-like";
import { callTrackingPayload } from "./call-tracking-payload";

export type HttpCallTrackingOptions = Readonly<{
  /** The service's lead endpoint (https in production; loopback http in tests). */
  url: string;
  /** Sent as a bearer token when set. */
  token: string | null;
  fetch?: FetchLike;
  /** A lead that takes longer is given up (and stays stored as a lead). */
  timeoutMs?: number;
}>;

/**
 * The call-tracking service over HTTP (spec 7): one JSON POST of the lead request per lead. A 2xx answer is
 * delivered; any other answer, a network error or a timeout is not, and never throws.
 */
export function httpCallTracking(options: HttpCallTrackingOptions): CallTrackingService {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async sendLead(lead): Promise<CallTrackingDelivery> {
      try {
        const response = await send(options.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            ...(options.token === null ? {} : { Authorization: `Bearer ${options.token}` }),
          },
          body: JSON.stringify(callTrackingPayload(lead)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        return response.ok ? { _tag: "Delivered" } : { _tag: "NotDelivered", status: response.status };
      } catch {
        return { _tag: "NotDelivered", status: null };
      }
    },
  };
}
