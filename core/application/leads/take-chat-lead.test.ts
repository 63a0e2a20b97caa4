import { describe, expect, it } from "vitest";
import { memoryCallTracking } from "../../../adapters/storage/memory/call-tracking.memory";
import { memoryFormSubmissionRepository } from "../../../adapters/storage/memory/form-submissions.memory";
import type { ChatLead } from "../../domain/leads/chat-lead";
import { takeChatLead } from "./take-chat-lead";

const NOW = new Date("2026-11-28T10:00:00.000Z");
const clock = { now: () => NOW };
const origin = { userId: null, ip: "203.0.113.7", userAgent: "Mozilla/5.0", utm: { utm_source: "x" } };
const lead: ChatLead = {
  trigger: "contacts",
  name: "Ирина",
  phone: "+79161234567",
  email: "",
  subject: "Колледж после 9 класса",
  requestUrl: "https://shuyuan.example/kolledzh-posle-9-klassa/?utm_source=x",
  sessionId: "ct-7",
};

describe("takeChatLead", () => {
  it("stores the lead as a chat lead with its page and session, then forwards it to the service", async () => {
    const submissions = memoryFormSubmissionRepository();
    const tracking = memoryCallTracking();
    const taken = await takeChatLead({ submissions, clock, callTracking: tracking.service }, lead, origin);
    expect(taken.forwarded).toBe(true);
    expect(await submissions.findById(taken.id)).toEqual({
      id: taken.id,
      kind: "chat",
      fields: { name: "Ирина", phone: "+79161234567", subject: "Колледж после 9 класса", trigger: "contacts" },
      origin: { ...origin, pageUrl: lead.requestUrl, callSessionId: "ct-7" },
      uploadId: null,
      createdAt: NOW,
    });
    expect(tracking.received()).toHaveLength(1);
  });

  it("keeps the lead when the service refuses it or none is configured", async () => {
    for (const callTracking of [memoryCallTracking({ accepts: false, status: 503 }).service, null]) {
      const submissions = memoryFormSubmissionRepository();
      const taken = await takeChatLead({ submissions, clock, callTracking }, lead, origin);
      expect(taken.forwarded).toBe(false);
      expect(submissions.all().map((row) => row.kind)).toEqual(["chat"]);
    }
  });

  it("takes a repeat of a stored lead (same contacts and page) as that lead: not stored, not sent again", async () => {
    const submissions = memoryFormSubmissionRepository();
    const tracking = memoryCallTracking();
    const deps = { submissions, clock, callTracking: tracking.service };
    const first = await takeChatLead(deps, lead, origin);
    const again = await takeChatLead(deps, { ...lead, subject: "Другая тема", sessionId: "ct-8" }, origin);
    expect(again).toEqual({ id: first.id, forwarded: false, repeated: true });
    expect(submissions.all()).toHaveLength(1);
    expect(tracking.received()).toHaveLength(1);
  });
});
