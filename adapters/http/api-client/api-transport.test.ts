import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../../../core/domain/user/anonymous-user";
import { fakeFetch, hangUntilAborted, json, pathOf, type SeenRequest } from "../../../tests/fakes/fake-fetch";
import { browserSessionStore } from "../../storage/browser/browser-session-store";
import { memoryStorage } from "../../storage/browser/memory-storage";
import { AUTH_ROUTES } from "../contract/auth.contract";
import { CATALOGUE_ROUTES } from "../contract/catalogue.contract";
import { FORMS_ROUTES } from "../contract/forms.contract";
import { SYSTEM_ROUTES } from "../contract/system.contract";
import { TEACHERS_ROUTES } from "../contract/teachers.contract";
import type { ApiClientConfig } from "./api-client-config";
import { createApiTransport } from "./api-transport";

const OLD = { token: "old-token", expires: "2025-03-01T09:00:00.000Z" };
const NEW = { token: "new-token", expires: "2025-03-01T10:00:00.000Z" };
const USER = { ...ANONYMOUS_USER, id: 7, slug: "7-ivan", username: "ivan", first_name: "Иван", last_name: "Петров" };
const HEALTH = { status: "ok", version: "1", time: "2025-03-01T09:00:00.000Z" };

const setup = (
  handler: (request: SeenRequest) => Response | Promise<Response>,
  config: Partial<ApiClientConfig> = {},
) => {
  const storage = memoryStorage();
  const session = browserSessionStore(storage);
  const server = fakeFetch(handler);
  const transport = createApiTransport({
    baseUrl: "http://api.test",
    teachersHost: "https://teachers.test",
    fetch: server.fetch,
    session,
    ...config,
  });
  return { transport, session, storage, requests: server.requests };
};

/** 406 for the old token, the health answer for the new one, and a refresh that issues the new token. */
const expiringServer = (request: SeenRequest): Response => {
  if (pathOf(request) === "/api/auth/refresh") {
    return request.headers.get("authorization") === `Bearer ${OLD.token}`
      ? json({ ...NEW, user: USER })
      : json({ message: "Сессия недействительна. Войдите снова." }, 401);
  }
  return request.headers.get("authorization") === `Bearer ${NEW.token}`
    ? json(HEALTH)
    : json({ message: "Срок действия токена истёк." }, 406);
};

describe("the API transport", () => {
  it("sends the bearer token only when one is stored", async () => {
    const { transport, session, requests } = setup(() => json(HEALTH));
    await transport.call(SYSTEM_ROUTES.health);
    await session.setAuthRecord(OLD);
    await transport.call(SYSTEM_ROUTES.health);
    expect(requests.map((request) => request.headers.get("authorization"))).toEqual([null, "Bearer old-token"]);
  });

  it("rewrites /api/ to /api-dev/ under the development switch and joins the base URL", async () => {
    const { transport, requests } = setup(() => json(HEALTH), { devApi: true, baseUrl: "http://api.test/" });
    await transport.call(SYSTEM_ROUTES.health);
    expect(requests[0]?.url).toBe("http://api.test/api-dev/health");
  });

  it("fills path parameters and leaves empty query values out", async () => {
    const { transport, requests } = setup(() => json({}, 404));
    await transport.call(CATALOGUE_ROUTES.institution, { params: { id: "peking-university-12" } });
    await transport.call(CATALOGUE_ROUTES.degreeProgram, {
      query: { institution_id: 12, degree_program_slug: "bakalavriat", title: "", extra: null, other: undefined },
    });
    expect(requests.map((request) => request.url)).toEqual([
      "http://api.test/api/ru/v1/institutions/peking-university-12",
      "http://api.test/api/ru/v1/degree-program?institution_id=12&degree_program_slug=bakalavriat",
    ]);
  });

  it("sends Path-Visited from the call, else from the configured current path, encoded when not ASCII", async () => {
    const { transport, requests } = setup(() => json(HEALTH), { currentPath: () => "/блог/" });
    await transport.call(SYSTEM_ROUTES.health, { pathVisited: "/universities/" });
    await transport.call(SYSTEM_ROUTES.health);
    await transport.call(SYSTEM_ROUTES.health, { pathVisited: null });
    expect(requests.map((request) => request.headers.get("path-visited"))).toEqual([
      "/universities/",
      "/%D0%B1%D0%BB%D0%BE%D0%B3/",
      null,
    ]);
  });

  it("calls the teachers host absolutely, without token, Path-Visited or dev rewrite", async () => {
    const { transport, session, requests } = setup(() => json([]), { devApi: true, currentPath: () => "/" });
    await session.setAuthRecord(OLD);
    const outcome = await transport.call(TEACHERS_ROUTES.teachers);
    expect(outcome).toEqual({ _tag: "Ok", value: [] });
    expect(requests[0]?.url).toBe("https://teachers.test/api/teacher");
    expect(requests[0]?.headers.get("authorization")).toBeNull();
    expect(requests[0]?.headers.get("path-visited")).toBeNull();
  });

  it("sends JSON bodies with their type, and form data as is", async () => {
    const { transport, requests } = setup(() => json({ id: 1, message: "Спасибо!" }, 201));
    await transport.call(FORMS_ROUTES.subscribeForm, { body: { email: "a@b.ru", page_url: "/" } });
    const form = new FormData();
    form.set("page_url", "/");
    await transport.call(FORMS_ROUTES.saveDocForm, { body: form });
    expect(requests[0]?.headers.get("content-type")).toBe("application/json");
    expect(requests[0]?.body).toBe('{"email":"a@b.ru","page_url":"/"}');
    expect(requests[1]?.headers.get("content-type")).toBeNull();
    expect(requests[1]?.body).toBe(form);
    expect(requests.map((request) => request.method)).toEqual(["POST", "POST"]);
  });

  it("parses a success body with the route's schema", async () => {
    const { transport } = setup(() => json(HEALTH));
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Ok", value: HEALTH });
  });

  it("fails on bad JSON, on a body that does not fit the contract, on error statuses and on network errors", async () => {
    const answers = [
      () => new Response("{not json", { status: 200 }),
      () => json({ status: "ok" }),
      () => new Response("", { status: 200 }),
      () => json({ message: "Не найдено." }, 404),
      () => json({ message: "Ошибка" }, 500),
      () => Promise.reject(new TypeError("fetch failed")),
    ];
    let next = 0;
    const { transport } = setup(() => answers[next++]?.() ?? json({}, 500));
    const outcomes = [];
    for (const _ of answers) outcomes.push(await transport.call(SYSTEM_ROUTES.health));
    expect(outcomes).toEqual([
      { _tag: "Failed", status: 200 },
      { _tag: "Failed", status: 200 },
      { _tag: "Failed", status: 200 },
      { _tag: "Failed", status: 404 },
      { _tag: "Failed", status: 500 },
      { _tag: "Failed", status: null },
    ]);
  });

  it("fails a call that outlives its timeout", async () => {
    const { transport } = setup(hangUntilAborted, { timeoutMs: 10 });
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Failed", status: null });
  });

  it("turns 422 into the first message of each field", async () => {
    const { transport } = setup(() =>
      json(
        {
          message: "Проверьте правильность заполнения полей.",
          data: { email: ["Введите корректный адрес электронной почты.", "Ещё одно"], name: [] },
        },
        422,
      ),
    );
    expect(await transport.call(AUTH_ROUTES.login, { body: { email: "x", password: "y" } })).toEqual({
      _tag: "ValidationFailed",
      message: "Проверьте правильность заполнения полей.",
      fields: { email: ["Введите корректный адрес электронной почты."] },
    });
  });

  it("turns 429 into RateLimited with the Retry-After wait, in seconds or from a date", async () => {
    const now = new Date("2025-03-01T09:00:00.000Z");
    const headers = ["120", "Sat, 01 Mar 2025 09:01:30 GMT", "soon", null];
    let next = 0;
    const { transport } = setup(
      () => {
        const header = headers[next++];
        return json(
          { message: "Слишком много запросов." },
          429,
          header === null || header === undefined ? {} : { "Retry-After": header },
        );
      },
      { now: () => now },
    );
    const waits = [];
    for (const _ of headers) {
      const outcome = await transport.call(AUTH_ROUTES.login, { body: {} });
      waits.push(outcome._tag === "RateLimited" ? outcome.retry_after_seconds : "other");
    }
    expect(waits).toEqual([120, 90, null, null]);
  });

  it("refreshes once after a 406, stores the new record and retries with the new token", async () => {
    const { transport, session, requests } = setup(expiringServer);
    await session.setAuthRecord(OLD);
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Ok", value: HEALTH });
    expect(requests.map((request) => [pathOf(request), request.headers.get("authorization")])).toEqual([
      ["/api/health", "Bearer old-token"],
      ["/api/auth/refresh", "Bearer old-token"],
      ["/api/health", "Bearer new-token"],
    ]);
    expect(await session.getAuthRecord()).toEqual(NEW);
  });

  it("shares one refresh among concurrent calls refused with 406", async () => {
    const { transport, session, requests } = setup(expiringServer);
    await session.setAuthRecord(OLD);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => transport.call(SYSTEM_ROUTES.health)));
    expect(outcomes.every((outcome) => outcome._tag === "Ok")).toBe(true);
    expect(requests.filter((request) => pathOf(request) === "/api/auth/refresh")).toHaveLength(1);
    const retries = requests.filter((request) => pathOf(request) === "/api/health").slice(5);
    expect(retries.map((request) => request.headers.get("authorization"))).toEqual(Array(5).fill("Bearer new-token"));
  });

  it("clears the session when the refresh fails, and the call fails softly without a retry", async () => {
    const { transport, session, requests } = setup((request) =>
      pathOf(request) === "/api/auth/refresh" ? json({ message: "Сессия недействительна." }, 401) : json({}, 406),
    );
    await session.setAuthRecord(OLD);
    await session.setSessionId("session-id-0123456789");
    const outcomes = await Promise.all([transport.call(SYSTEM_ROUTES.health), transport.call(SYSTEM_ROUTES.health)]);
    expect(outcomes).toEqual([
      { _tag: "Failed", status: 406 },
      { _tag: "Failed", status: 406 },
    ]);
    expect(await session.getAuthRecord()).toBeNull();
    expect(await session.getSessionId()).toBeNull();
    expect(requests.map(pathOf)).toEqual(["/api/health", "/api/health", "/api/auth/refresh"]);
  });

  it("does not refresh for a call sent without a token, nor twice when the retry is refused again", async () => {
    const { transport, session, requests } = setup((request) =>
      pathOf(request) === "/api/auth/refresh" ? json({ ...NEW, user: USER }) : json({}, 406),
    );
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Failed", status: 406 });
    await session.setAuthRecord(OLD);
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Failed", status: 406 });
    expect(requests.map(pathOf)).toEqual(["/api/health", "/api/health", "/api/auth/refresh", "/api/health"]);
  });

  it("retries with the new token a call refused with 401 because another call's refresh revoked its token", async () => {
    let releaseSlow: () => void = () => undefined;
    const slowArrival = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let revoked = false;
    let first = true;
    const { transport, session, requests } = setup(async (request) => {
      const bearer = request.headers.get("authorization");
      if (pathOf(request) === "/api/auth/refresh") {
        revoked = true;
        return json({ ...NEW, user: USER });
      }
      if (bearer === `Bearer ${NEW.token}`) return json(HEALTH);
      if (first) {
        first = false;
        return json({}, 406);
      }
      await slowArrival;
      return revoked ? json({ message: "Сессия недействительна." }, 401) : json({}, 406);
    });
    await session.setAuthRecord(OLD);
    const fast = transport.call(SYSTEM_ROUTES.health);
    const slow = transport.call(SYSTEM_ROUTES.health);
    expect(await fast).toEqual({ _tag: "Ok", value: HEALTH });
    releaseSlow();
    expect(await slow).toEqual({ _tag: "Ok", value: HEALTH });
    expect(requests.filter((request) => pathOf(request) === "/api/auth/refresh")).toHaveLength(1);
    expect(requests.at(-1)?.headers.get("authorization")).toBe("Bearer new-token");
  });

  it("never refreshes after a 401 of the token still stored", async () => {
    const { transport, session, requests } = setup(() => json({ message: "Требуется вход в аккаунт." }, 401));
    await session.setAuthRecord(OLD);
    expect(await transport.call(SYSTEM_ROUTES.health)).toEqual({ _tag: "Failed", status: 401 });
    expect(requests.map(pathOf)).toEqual(["/api/health"]);
    expect(await session.getAuthRecord()).toEqual(OLD);
  });

  it("never refreshes for the refresh and logout calls themselves", async () => {
    const { transport, session, requests } = setup(() => json({}, 406));
    await session.setAuthRecord(OLD);
    await transport.call(AUTH_ROUTES.logout);
    await transport.call(AUTH_ROUTES.refresh);
    expect(requests.map(pathOf)).toEqual(["/api/auth/logout", "/api/auth/refresh"]);
  });

  it("refreshes on demand, and answers null without a stored token", async () => {
    const { transport, session } = setup(expiringServer);
    expect(await transport.refresh()).toBeNull();
    await session.setAuthRecord(OLD);
    expect(await transport.refresh()).toEqual({ record: NEW, user: USER });
    expect(await session.getAuthRecord()).toEqual(NEW);
  });
});
