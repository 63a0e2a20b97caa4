import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../../adapters/storage/sql/schema";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";
import { type CallTrackingPeer, startCallTrackingPeer } from "../../tests/support/call-tracking-peer";

const TOKEN = "ct-lead-token";
let peer: CallTrackingPeer;
let t: FormsApp;
beforeAll(async () => {
  peer = await startCallTrackingPeer(200, TOKEN);
  t = await openFormsApp(undefined, {
    TRUST_PROXY: "1",
    CALLTRACKING_LEAD_URL: peer.url,
    CALLTRACKING_LEAD_TOKEN: TOKEN,
  });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const PAGE = "https://shuyuan.ru/kolledzh-posle-9-klassa/?utm_source=x";

const post = async (body: unknown, ip: string) => {
  const response = await t.app.request("/api/ru/v1/call-tracking/lead", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": "Mozilla/5.0 (test)" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

describe("POST /api/ru/v1/call-tracking/lead", () => {
  it("stores a chat lead with its page, utm and session, and hands it to the call-tracking service", async () => {
    const answer = await post(
      {
        trigger: "callback",
        name: "Ирина",
        phone: "8 (916) 123-45-67",
        subject: "Колледж после 9 класса",
        request_url: PAGE,
        session_id: "ct-99",
        utm: { utm_source: "x" },
      },
      t.nextIp(),
    );
    expect(answer.status).toBe(202);
    const [row] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, Number(answer.body.id)));
    expect(row).toMatchObject({
      kind: "chat",
      fields: { name: "Ирина", phone: "+79161234567", subject: "Колледж после 9 класса", trigger: "callback" },
      page_url: PAGE,
      utm: { utm_source: "x" },
      call_session_id: "ct-99",
    });
    expect(peer.bodies.at(-1)).toEqual({
      name: "Ирина",
      phone: "+79161234567",
      email: null,
      subject: "Колледж после 9 класса",
      request_url: PAGE,
      session_id: "ct-99",
    });
  });

  it("takes one lead per 10 s from a client (spec 9), then another after the interval", async () => {
    const ip = t.nextIp();
    const lead = { trigger: "contacts", email: "mama@example.ru", request_url: PAGE };
    expect((await post(lead, ip)).status).toBe(202);
    const refused = await post(lead, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    t.advanceSeconds(10);
    expect((await post(lead, ip)).status).toBe(202);
  });

  it("refuses a lead with no way to reach the visitor, or a bad phone, with the field's message", async () => {
    const none = await post({ trigger: "contacts", name: "Ира", request_url: PAGE }, t.nextIp());
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ phone: ["Оставьте телефон или e-mail."] });
    const bad = await post({ trigger: "callback", phone: "12", request_url: PAGE }, t.nextIp());
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data as object)).toEqual(["phone"]);
    const odd = await post({ trigger: "chat", phone: "+79161234567", request_url: "javascript:alert(1)" }, t.nextIp());
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.data as object).sort()).toEqual(["request_url", "trigger"]);
  });
});
