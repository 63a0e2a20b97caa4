import type { ChatLead } from "../domain/leads/chat-lead";

/** What became of a lead handed to the call-tracking service. */
export type CallTrackingDelivery =
  | { readonly _tag: "Delivered" }
  /** The service answered with a refusal (its status), or could not be reached in time (`status` null). */
  | { readonly _tag: "NotDelivered"; readonly status: number | null };

/** The call-tracking service of spec 7: it receives a lead when a chat visitor leaves contacts or asks for a call. */
export interface CallTrackingService {
  sendLead(lead: ChatLead): Promise<CallTrackingDelivery>;
}
