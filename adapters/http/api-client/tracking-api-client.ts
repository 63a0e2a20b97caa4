import type { SessionStore } from "../../../core/ports/session-store.port";
import type { TrackingApi } from "../../../core/ports/tracking-api.port";
import { TRACKING_ROUTES as T } from "../contract/tracking.contract";
import { callTrackingPayload } from "../../call-tracking/call-tracking-payload";
import { CALL_TRACKING_ROUTES } from "../contract/call-tracking.contract";
import { valueOr } from "./api-outcome";
import { acknowledged, submitResultOf } from "./submit-result-of";
import type { ApiTransport } from "./api-transport";

/** Visit tracking (spec 7). The visit sends the stored session id and keeps the one the server answers. */
export function trackingApiClient(transport: ApiTransport, session: SessionStore): TrackingApi {
  return {
    async visit(report) {
      const known = await session.getSessionId();
      const body = { ...report, ...(known === null ? {} : { session_id: known }) };
      const outcome = await transport.call(T.visit, { body });
      if (outcome._tag === "Ok" && outcome.value.session_id !== known)
        await session.setSessionId(outcome.value.session_id);
    },
    check: async (yid) => valueOr(await transport.call(T.check, { query: { yid } }), null),
    chatLead: async (lead, utm) =>
      submitResultOf(
        await transport.call(CALL_TRACKING_ROUTES.chatLead, {
          // The lead request's fields as the call-tracking service takes them (spec 7), with what started it and utm.
          body: { trigger: lead.trigger, ...callTrackingPayload(lead), utm },
        }),
        acknowledged,
      ),
  };
}
