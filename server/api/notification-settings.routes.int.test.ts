import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { NOTIFICATION_SETTINGS_MESSAGES as M } from "../../adapters/http/contract/notification-settings-messages";
import { EMAIL_EVENT_DEFAULTS } from "../../core/domain/notifications/notification-email-settings";
import { type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";

const start = new Date("2026-03-01T09:00:00.000Z");
const PATH = "/api/auth/me/notifications";

let api: AuthApiHarness;
beforeAll(async () => {
  api = await openAuthApi(start);
});
afterAll(() => api.close());

let seq = 0;
async function signUp(): Promise<string> {
  const answer = await api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email: `notify.${++seq}@example.com`, password: "correct horse" },
  });
  expect(answer.status).toBe(201);
  return z.object({ token: z.string() }).parse(answer.body).token;
}

const read = (token?: string) => api.call(PATH, { method: "GET", ...(token ? { token } : {}) });
const save = (token: string | undefined, body: unknown) => api.call(PATH, { body, ...(token ? { token } : {}) });

describe("GET and POST /api/auth/me/notifications", () => {
  it("reads the defaults (everything but news), never cached", async () => {
    const token = await signUp();
    const answer = await read(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(EMAIL_EVENT_DEFAULTS);
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("saves the events named, keeps the others, and reads the saved state back", async () => {
    const token = await signUp();
    const expected = { ...EMAIL_EVENT_DEFAULTS, news: true, booking_status: false };
    const saved = await save(token, { news: true, booking_status: false });
    expect(saved).toMatchObject({ status: 200, body: expected });
    expect((await save(token, {})).body).toEqual(expected);
    expect((await read(token)).body).toEqual(expected);
    const other = await signUp();
    expect((await read(other)).body).toEqual(EMAIL_EVENT_DEFAULTS);
  });

  it("refuses an unknown event and a choice that is not true/false with a Russian 422 per key, saving nothing", async () => {
    const token = await signUp();
    const answer = await save(token, { news: true, sms_reminder: true, deadline: "нет" });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { sms_reminder: [M.unknownEvent], deadline: [M.notChoice] },
    });
    expect((await read(token)).body).toEqual(EMAIL_EVENT_DEFAULTS);
  });

  it("answers 401 without a session and 406 with an expired token", async () => {
    expect((await read()).status).toBe(401);
    expect((await save(undefined, { news: true })).status).toBe(401);
    const token = await signUp();
    api.clock.advanceSeconds(3600);
    expect((await read(token)).status).toBe(406);
    expect((await save(token, { news: true })).status).toBe(406);
    api.clock.set(start);
  });
});
