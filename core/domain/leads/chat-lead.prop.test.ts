import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_LEAD_TRIGGERS, type ChatLead, chatLeadFields, isReachableLead } from "./chat-lead";

const text = fc.option(fc.string({ maxLength: 20 }), { nil: null });
const lead = fc.record({
  trigger: fc.constantFrom(...CHAT_LEAD_TRIGGERS),
  name: text,
  phone: text,
  email: text,
  subject: text,
  requestUrl: fc.webUrl(),
  sessionId: text,
}) satisfies fc.Arbitrary<ChatLead>;

describe("chat lead (property)", () => {
  it("is reachable exactly when a phone or an e-mail has a visible character", () => {
    fc.assert(
      fc.property(lead, (l) => {
        const visible = (value: string | null) => value !== null && value.trim() !== "";
        expect(isReachableLead(l)).toBe(visible(l.phone) || visible(l.email));
      }),
    );
  });

  it("stores every given value trimmed, never a blank one, and always what started it", () => {
    fc.assert(
      fc.property(lead, (l) => {
        const fields = chatLeadFields(l);
        expect(fields.trigger).toBe(l.trigger);
        for (const key of ["name", "phone", "email", "subject"] as const) {
          const value = l[key];
          if (value === null || value.trim() === "") expect(fields).not.toHaveProperty(key);
          else expect(fields[key]).toBe(value.trim());
        }
        expect(Object.values(fields).every((value) => value !== "")).toBe(true);
      }),
    );
  });
});
