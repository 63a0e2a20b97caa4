import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatLead } from "../../core/domain/leads/chat-lead";
import { CHAT_LEAD_EVENT } from "../../core/domain/leads/chat-lead-event";
import { listenForChatLeads } from "./chat-leads";

const PAGE = "https://shuyuan.example/yazykovye-kursy/";

const scopeOf = (href: string, referrer = "") =>
  Object.assign(new EventTarget(), {
    location: { href },
    document: { referrer },
    callTrackingSessionId: "ct-5",
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  });

const chat = (detail: unknown) => new CustomEvent(CHAT_LEAD_EVENT, { detail });

describe("listenForChatLeads", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("sends a lead with the page, its session and the page's utm", () => {
    const scope = scopeOf(`${PAGE}?utm_source=x&utm_medium=cpc`);
    const sent: [ChatLead, unknown][] = [];
    listenForChatLeads(scope, async (lead, utm) => {
      sent.push([lead, utm]);
      return { _tag: "Ok", value: null };
    });
    scope.dispatchEvent(chat({ trigger: "contacts", name: " Оля ", phone: "+7 916 000-11-22" }));
    expect(sent).toEqual([
      [
        {
          trigger: "contacts",
          name: "Оля",
          phone: "+7 916 000-11-22",
          email: null,
          subject: null,
          requestUrl: `${PAGE}?utm_source=x&utm_medium=cpc`,
          sessionId: "ct-5",
        },
        { utm_source: "x", utm_medium: "cpc" },
      ],
    ]);
  });

  it("maps a search engine referrer when the address has no utm (spec 9)", () => {
    const scope = scopeOf(PAGE, "https://yandex.ru/search/?text=курсы");
    const utms: unknown[] = [];
    listenForChatLeads(scope, async (_lead, utm) => {
      utms.push(utm);
      return { _tag: "Ok", value: null };
    });
    scope.dispatchEvent(chat({ trigger: "callback", phone: "+79160001122" }));
    expect(utms).toEqual([{ utm_source: "yandex", utm_medium: "search" }]);
  });

  it("makes at most one call per 10 s and sends the latest lead that waited", () => {
    const scope = scopeOf(PAGE);
    const sent: string[] = [];
    listenForChatLeads(scope, async (lead) => {
      sent.push(`${lead.trigger} ${lead.phone ?? lead.email}`);
      return { _tag: "Ok", value: null };
    });
    scope.dispatchEvent(chat({ trigger: "contacts", email: "a@example.ru" }));
    vi.advanceTimersByTime(3000);
    scope.dispatchEvent(chat({ trigger: "contacts", email: "b@example.ru" }));
    scope.dispatchEvent(chat({ trigger: "callback", phone: "+79160001122" }));
    expect(sent).toEqual(["contacts a@example.ru"]);
    vi.advanceTimersByTime(6999);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(["contacts a@example.ru", "callback +79160001122"]);
  });

  it("counts the 10 s from the answer of a slow call, as the server counts them", async () => {
    const scope = scopeOf(PAGE);
    const sent: number[] = [];
    listenForChatLeads(scope, () => {
      sent.push(Date.now());
      return new Promise((resolve) => setTimeout(() => resolve({ _tag: "Ok", value: null }), 2000));
    });
    const start = Date.now();
    scope.dispatchEvent(chat({ trigger: "contacts", email: "a@example.ru" }));
    scope.dispatchEvent(chat({ trigger: "callback", phone: "+79160001122" }));
    await vi.advanceTimersByTimeAsync(11_999);
    expect(sent).toEqual([start]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([start, start + 12_000]);
  });

  it("ignores events without a way to reach the visitor, and stops when asked", () => {
    const scope = scopeOf(PAGE);
    const sent: unknown[] = [];
    const stop = listenForChatLeads(scope, async (lead) => {
      sent.push(lead);
      return { _tag: "Ok", value: null };
    });
    scope.dispatchEvent(chat({ trigger: "contacts", name: "Без контактов" }));
    scope.dispatchEvent(new Event(CHAT_LEAD_EVENT));
    stop();
    scope.dispatchEvent(chat({ trigger: "contacts", email: "a@example.ru" }));
    expect(sent).toEqual([]);
  });
});
