import type { CallTrackingService } from "../../../core/ports/call-tracking.port";
import { type CallTrackingPayload, callTrackingPayload } from "../../call-tracking/call-tracking-payload";

/** How the fake service behaves: accepts, refuses with a status, or cannot be reached. */
export type MemoryCallTrackingMode =
  { readonly accepts: true } | { readonly accepts: false; readonly status: number | null };

/** An in-memory call-tracking service for unit tests: it keeps what it accepted, as the real one receives it. */
export function memoryCallTracking(mode: MemoryCallTrackingMode = { accepts: true }) {
  const received: CallTrackingPayload[] = [];
  const service: CallTrackingService = {
    async sendLead(lead) {
      if (!mode.accepts) return { _tag: "NotDelivered", status: mode.status };
      received.push(callTrackingPayload(lead));
      return { _tag: "Delivered" };
    },
  };
  return { service, received: (): readonly CallTrackingPayload[] => [...received] };
}
