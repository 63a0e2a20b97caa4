import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_LEAD_TRIGGERS } from "./chat-lead";
import { chatLeadFromEvent } from "./chat-lead-event";

const page = fc.record({
  href: fc.webUrl(),
  sessionId: fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.constant(null), fc.constant(undefined)),
});
const maybeText = fc.option(fc.oneof(fc.string({ maxLength: 300 }), fc.integer()), { nil: undefined });
const detail = fc.record({
  trigger: fc.oneof(fc.constantFrom(...CHAT_LEAD_TRIGGERS), fc.string({ maxLength: 10 })),
  name: maybeText,
  phone: maybeText,
  email: maybeText,
  subject: maybeText,
});

const visible = (value: unknown) => typeof value === "string" && value.trim() !== "";

describe("chatLeadFromEvent (property)", () => {
  it("takes a detail exactly when its trigger is known and it carries a phone or an e-mail", () => {
    fc.assert(
      fc.property(detail, page, (d, p) => {
        const known = (CHAT_LEAD_TRIGGERS as readonly string[]).includes(d.trigger);
        expect(chatLeadFromEvent(d, p) !== null).toBe(known && (visible(d.phone) || visible(d.email)));
      }),
    );
  });

  it("keeps texts trimmed and within the API's limits, on the page it happened on", () => {
    fc.assert(
      fc.property(detail, page, (d, p) => {
        const lead = chatLeadFromEvent(d, p);
        if (lead === null) return;
        expect(lead.requestUrl).toBe(p.href);
        const published = typeof p.sessionId === "string" ? p.sessionId.trim() : "";
        expect(lead.sessionId).toBe(published === "" ? null : published.slice(0, 128));
        for (const [key, max] of [
          ["name", 100],
          ["phone", 32],
          ["email", 254],
          ["subject", 200],
        ] as const) {
          const value = lead[key];
          if (value === null) expect(visible(d[key])).toBe(false);
          else {
            expect(value.length).toBeLessThanOrEqual(max);
            expect(String(d[key]).trim().startsWith(value)).toBe(true);
          }
        }
      }),
    );
  });

  it("ignores anything that is not an object", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)), page, (d, p) => {
        expect(chatLeadFromEvent(d, p)).toBeNull();
      }),
    );
  });
});
