import { afterEach, describe, expect, it } from "vitest";
import type { ChatLead } from "../../core/domain/leads/chat-lead";
import type { CallTrackingService } from "../../core/ports/call-tracking.port";
import type { CallTrackingPayload } from "./call-tracking-payload";

/** A service under test, set up to accept, refuse with `status`, or be unreachable (`status` null). */
export type CallTrackingUnderTest = Readonly<{
  service: CallTrackingService;
  /** What the service received, in its own field names. */
  received: () => Promise<readonly CallTrackingPayload[]>;
  close: () => Promise<void>;
}>;

export type CallTrackingSetup =
  { readonly accepts: true } | { readonly accepts: false; readonly status: number | null };

const lead: ChatLead = {
  trigger: "callback",
  name: "Алёна Петрова",
  phone: "+79161234567",
  email: null,
  subject: "Бакалавриат в Шанхае",
  requestUrl: "https://shuyuan.example/universities/china/shanghai/fudan-12/?utm_source=x",
  sessionId: "ct-42",
};

/** The behaviour every CallTrackingService must have (run against the memory fake and HTTP to a loopback peer). */
export function callTrackingContract(name: string, open: (setup: CallTrackingSetup) => Promise<CallTrackingUnderTest>) {
  describe(`CallTrackingService contract: ${name}`, () => {
    let current: CallTrackingUnderTest | null = null;
    afterEach(async () => {
      await current?.close();
      current = null;
    });

    it("delivers the lead request of spec 7: name, phone, e-mail, subject, request URL and session id", async () => {
      current = await open({ accepts: true });
      expect(await current.service.sendLead(lead)).toEqual({ _tag: "Delivered" });
      expect(await current.received()).toEqual([
        {
          name: "Алёна Петрова",
          phone: "+79161234567",
          email: null,
          subject: "Бакалавриат в Шанхае",
          request_url: lead.requestUrl,
          session_id: "ct-42",
        },
      ]);
    });

    it("answers a refusal with its status, without throwing", async () => {
      current = await open({ accepts: false, status: 503 });
      expect(await current.service.sendLead(lead)).toEqual({ _tag: "NotDelivered", status: 503 });
      expect(await current.received()).toEqual([]);
    });

    it("answers an unreachable service as not delivered, without throwing", async () => {
      current = await open({ accepts: false, status: null });
      expect(await current.service.sendLead(lead)).toEqual({ _tag: "NotDelivered", status: null });
    });
  });
}
