import { describe, expect, it } from "vitest";
import { buildTeacher } from "../../../tests/builders/teacher.builder";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf } from "../../../tests/fakes/fake-fetch";

const SID = "visit-session-0123456789";
const REPORT = { path: "/faq/?utm_source=x", referrer: "https://ya.ru/", utm: { utm_source: "x" } };

describe("the tracking API client", () => {
  it("reports a first visit with its page, referrer and utm, without a session id, and keeps the one the server gives", async () => {
    const { client, session, requests } = clientOverFake(() => json({ session_id: SID }), {
      currentPath: () => "/faq/",
    });
    await client.tracking.visit(REPORT);
    expect(jsonBodyOf(requests[0])).toEqual(REPORT);
    expect(requests[0]?.headers.get("path-visited")).toBe("/faq/");
    expect(await session.getSessionId()).toBe(SID);
    await client.tracking.visit(REPORT);
    expect(jsonBodyOf(requests[1])).toEqual({ ...REPORT, session_id: SID });
  });

  it("ignores visit errors", async () => {
    const { client, session } = clientOverFake(() => Promise.reject(new TypeError("offline")));
    await expect(client.tracking.visit(REPORT)).resolves.toBeUndefined();
    expect(await session.getSessionId()).toBeNull();
  });

  it("answers the visitor parameters, or null", async () => {
    const params = { yid: "y1", visits_count: 3, has_account: false, last_utm_source: null };
    const answers = [json(params), json({ message: "Некорректный идентификатор посетителя." }, 422)];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(await client.tracking.check("y1")).toEqual(params);
    expect(await client.tracking.check("?")).toBeNull();
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/check?yid=y1");
  });

  it("sends a chat lead with the lead request's fields, what started it and the utm; a refusal comes back as it is", async () => {
    const lead = {
      trigger: "callback" as const,
      name: "Оля",
      phone: "+79160001122",
      email: null,
      subject: "Колледж",
      requestUrl: "https://shuyuan.example/kolledzh-posle-9-klassa/",
      sessionId: "ct-1",
    };
    const answers = [json({ id: 7 }, 202), json({ message: "Слишком много запросов." }, 429, { "Retry-After": "9" })];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(await client.tracking.chatLead(lead, { utm_source: "x" })).toEqual({ _tag: "Ok", value: null });
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/call-tracking/lead");
    expect(jsonBodyOf(requests[0])).toEqual({
      trigger: "callback",
      name: "Оля",
      phone: "+79160001122",
      email: null,
      subject: "Колледж",
      request_url: "https://shuyuan.example/kolledzh-posle-9-klassa/",
      session_id: "ct-1",
      utm: { utm_source: "x" },
    });
    expect(await client.tracking.chatLead(lead, {})).toEqual({ _tag: "RateLimited", retry_after_seconds: 9 });
  });
});

describe("the teachers API client", () => {
  it("reads the list from the teachers host, or [] on failure", async () => {
    const teachers = [buildTeacher(), buildTeacher({ id: 2, name: "Ван Фан" })];
    const ok = clientOverFake(() => json(teachers));
    expect(await ok.client.teachers.list()).toEqual(teachers);
    expect(ok.requests[0]?.url).toBe("https://teachers.test/api/teacher");
    const broken = clientOverFake(() => json({ data: teachers }));
    expect(await broken.client.teachers.list()).toEqual([]);
  });
});
