import { buildFormExtras } from "../../core/domain/attribution/form-extras";
import type { Utm } from "../../core/domain/attribution/utm";
import type { ChatLead } from "../../core/domain/leads/chat-lead";
import { CHAT_LEAD_EVENT, chatLeadFromEvent } from "../../core/domain/leads/chat-lead-event";
import { leadCallWait } from "../../core/domain/leads/lead-call-wait";
import type { SubmitResult } from "../../core/ports/submit-result";
import type { TrackingApi } from "../../core/ports/tracking-api.port";

type ChatScope = EventTarget & {
  /** Where the call-tracking widget publishes its session id (ui/features/request-form/call-tracking-session.ts). */
  readonly callTrackingSessionId?: unknown;
  readonly location: { readonly href: string };
  readonly document: { readonly referrer: string };
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

export type SendChatLead = (lead: ChatLead, utm: Utm) => Promise<SubmitResult>;

/**
 * Passes the live chat's leads (a `shuyuan:chat-lead` event on `window`) to the API with the page's utm (or the
 * referrer's, spec 9), at most one call per 10 s (spec 9): a lead that comes sooner waits for its turn, and only
 * the latest waiting one goes, so a callback started right after leaving contacts is not lost. Returns the stop.
 */
export function listenForChatLeads(scope: ChatScope, send: SendChatLead, now: () => number = Date.now): () => void {
  let lastCallAt: number | null = null;
  let waiting: ChatLead | null = null;
  let timer: unknown = null;

  const call = (lead: ChatLead) => {
    lastCallAt = now();
    const { utm } = buildFormExtras({ pageUrl: lead.requestUrl, referrer: scope.document.referrer || null });
    // The interval also counts from the answer, so the server (which counts from the request's arrival) agrees.
    void send(lead, utm)
      .catch(() => {})
      .finally(() => {
        lastCallAt = now();
      });
  };
  const flush = () => {
    timer = null;
    if (waiting === null) return;
    // The last call's answer may have come after this wait was set: wait out the rest from the answer.
    const wait = leadCallWait(lastCallAt, now());
    if (wait > 0) {
      timer = scope.setTimeout(flush, wait);
      return;
    }
    const lead = waiting;
    waiting = null;
    call(lead);
  };
  const onLead = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : null;
    const lead = chatLeadFromEvent(detail, { href: scope.location.href, sessionId: scope.callTrackingSessionId });
    if (lead === null) return;
    const wait = leadCallWait(lastCallAt, now());
    if (wait === 0 && timer === null) return call(lead);
    waiting = lead;
    timer ??= scope.setTimeout(flush, wait);
  };

  scope.addEventListener(CHAT_LEAD_EVENT, onLead);
  return () => {
    scope.removeEventListener(CHAT_LEAD_EVENT, onLead);
    if (timer !== null) scope.clearTimeout(timer);
  };
}

let taking = false;

/**
 * Takes the live chat's leads on this page through the tracking port, once however often it is called (the page
 * keeps one listener for its lifetime), and marks the page (`<html data-chat-leads="ready">`) so that a chat
 * integration, and the e2e suite, can tell.
 */
export function takeChatLeads(tracking: TrackingApi): void {
  if (taking) return;
  taking = true;
  listenForChatLeads(window, (lead, utm) => tracking.chatLead(lead, utm));
  document.documentElement.dataset.chatLeads = "ready";
}
