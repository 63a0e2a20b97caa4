import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visits } from "../../adapters/storage/sql/schema";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

let t: FormsApp;
beforeAll(async () => {
  t = await openFormsApp();
});
afterAll(() => t.close());

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

const visit = async (
  body: unknown,
  options: { ip?: string; token?: string; pathVisited?: string; prefix?: string } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.ip ?? t.nextIp(),
    "user-agent": "Mozilla/5.0 (visit)",
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.pathVisited) headers["path-visited"] = options.pathVisited;
  const response = await t.app.request(`${options.prefix ?? "/api"}/ru/v1/visit`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

const check = async (query: string, ip = t.nextIp(), cookie?: string): Promise<Answer> => {
  const headers: Record<string, string> = { "x-forwarded-for": ip };
  if (cookie !== undefined) headers.cookie = cookie;
  const response = await t.app.request(`/api/ru/v1/check${query}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
};

/** The check's answer for an id with no visits of the caller's own (unknown, or someone else's). */
const noVisitsOf = (yid: string) => ({
  yid,
  visits_count: 0,
  first_visit_at: null,
  last_visit_at: null,
  last_utm_source: null,
  last_utm_medium: null,
  last_utm_campaign: null,
  has_account: false,
});

/** The Cookie header a browser sends to the check after this visit answer. */
const cookieOf = (answer: Answer): string => (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

const latestVisit = async () => (await t.db.select().from(visits).orderBy(desc(visits.id)).limit(1))[0];

describe("POST /visit", () => {
  it("issues a session id on a first visit and stores the visit with the Path-Visited path (200)", async () => {
    const answer = await visit({}, { ip: "203.0.113.10", pathVisited: "/universities/china/" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ session_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await latestVisit()).toMatchObject({
      session_id: answer.body.session_id,
      path: "/universities/china/",
      referrer: "",
      utm: {},
      yid: null,
      ip: "203.0.113.10",
      user_agent: "Mozilla/5.0 (visit)",
      user_id: null,
      created_at: t.now(),
    });
  });

  it("keeps the session id a returning visitor sends, and replaces a malformed one", async () => {
    const first = await visit({});
    const again = await visit({ session_id: first.body.session_id });
    expect(again.body.session_id).toBe(first.body.session_id);
    for (const bad of ["short", "with spaces in the id!", 42, null]) {
      const replaced = await visit({ session_id: bad });
      expect(replaced.status).toBe(200);
      expect(replaced.body.session_id).not.toBe(bad);
      expect(String(replaced.body.session_id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it("stores the path, referrer, utm and analytics id the page sends (the body's path wins over the header)", async () => {
    await visit(
      {
        path: "/blog/",
        referrer: "https://yandex.ru/search/?text=учёба+в+китае",
        utm: { utm_source: "yandex", utm_medium: "cpc", utm_other: "x" },
        yid: "1700000000123456789",
      },
      { pathVisited: "/ignored/" },
    );
    expect(await latestVisit()).toMatchObject({
      path: "/blog/",
      referrer: "https://yandex.ru/search/?text=учёба+в+китае",
      utm: { utm_source: "yandex", utm_medium: "cpc" },
      yid: "1700000000123456789",
    });
  });

  it("remembers the signed-in visitor", async () => {
    const { token, userId } = await t.signIn();
    await visit({ yid: "signed-in-visitor" }, { token });
    expect((await latestVisit())?.user_id).toBe(userId);
  });

  it("answers 422 with Russian messages for a bad path, utm or analytics id, storing nothing", async () => {
    const [before] = await t.db.select({ id: visits.id }).from(visits).orderBy(desc(visits.id)).limit(1);
    const answer = await visit({ path: "https://evil.example/", utm: [1], yid: "<script>" });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: {
        path: ["Ожидается путь страницы, начинающийся с «/»."],
        utm: ["Ожидается объект с параметрами utm."],
        yid: ["Некорректный идентификатор посетителя."],
      },
    });
    const [after] = await t.db.select({ id: visits.id }).from(visits).orderBy(desc(visits.id)).limit(1);
    expect(after?.id).toBe(before?.id);
  });

  it("ignores a Path-Visited header that is not a site path", async () => {
    await visit({}, { pathVisited: "//evil.example/x" });
    expect((await latestVisit())?.path).toBe("");
  });

  it("works under /api-dev/ as well", async () => {
    expect((await visit({}, { prefix: "/api-dev" })).status).toBe(200);
  });

  it("answers 429 with Retry-After after 30 visits a minute from one IP", async () => {
    const ip = t.nextIp();
    for (let i = 0; i < 30; i++) expect((await visit({}, { ip })).status).toBe(200);
    const refused = await visit({}, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Слишком много запросов. Попробуйте позже." });
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});

describe("GET /check?yid=", () => {
  it("answers an unknown id with no visits and no personal data", async () => {
    const answer = await check("?yid=never-seen");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(noVisitsOf("never-seen"));
  });

  it("summarises the caller's own visits of an id: count, first and last time, latest utm, account", async () => {
    const yid = "1700000000999";
    const start = t.now();
    const first = await visit({ yid, utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "brand" } });
    const session_id = first.body.session_id;
    t.advanceSeconds(3600);
    await visit({ yid, session_id });
    const { token } = await t.signIn();
    await visit({ yid, session_id }, { token });
    const answer = await check(`?yid=${yid}`, t.nextIp(), cookieOf(first));
    expect(answer.body).toEqual({
      yid,
      visits_count: 3,
      first_visit_at: start.toISOString(),
      last_visit_at: t.now().toISOString(),
      last_utm_source: "google",
      last_utm_medium: "cpc",
      last_utm_campaign: "brand",
      has_account: true,
    });
    const rows = await t.db.select().from(visits).where(eq(visits.yid, yid));
    expect(rows).toHaveLength(3);
  });

  it("sets the visit session as an HttpOnly cookie for the check's path only", async () => {
    const answer = await visit({});
    expect(answer.headers.get("set-cookie")).toBe(
      `shuyuan_visit=${String(answer.body.session_id)}; Max-Age=31536000; Path=/api/ru/v1/check; HttpOnly; SameSite=Lax`,
    );
    const dev = await visit({}, { prefix: "/api-dev" });
    expect(dev.headers.get("set-cookie")).toContain("; Path=/api-dev/ru/v1/check;");
  });

  it("shows nobody else an id's visits: no cookie, another visitor's, or one who claims the id", async () => {
    const yid = "1700000000777";
    const owner = await visit({ yid, utm: { utm_source: "yandex" } });
    await visit({ yid, session_id: owner.body.session_id });
    const empty = noVisitsOf(yid);
    expect((await check(`?yid=${yid}`)).body).toEqual(empty);
    const stranger = await visit({ yid: "someone-else" });
    expect((await check(`?yid=${yid}`, t.nextIp(), cookieOf(stranger))).body).toEqual(empty);
    expect((await check(`?yid=${yid}`, t.nextIp(), "shuyuan_visit=not-a-session")).body).toEqual(empty);
    // Reporting the owner's id in one's own visit shows one's own visit, not the owner's two.
    const claimer = await visit({ yid });
    expect((await check(`?yid=${yid}`, t.nextIp(), cookieOf(claimer))).body).toMatchObject({
      visits_count: 1,
      last_utm_source: null,
    });
    expect((await check(`?yid=${yid}`, t.nextIp(), cookieOf(owner))).body).toMatchObject({
      visits_count: 2,
      last_utm_source: "yandex",
    });
  });

  it("answers 422 for a missing or malformed id", async () => {
    expect(await check("")).toMatchObject({ status: 422, body: { data: { yid: ["Обязательное поле."] } } });
    expect(await check("?yid=")).toMatchObject({ status: 422, body: { data: { yid: ["Обязательное поле."] } } });
    expect(await check("?yid=%3Cscript%3E")).toMatchObject({
      status: 422,
      body: { data: { yid: ["Некорректный идентификатор посетителя."] } },
    });
  });

  it("answers 429 after 60 checks a minute from one IP", async () => {
    const ip = t.nextIp();
    for (let i = 0; i < 60; i++) expect((await check("?yid=x", ip)).status).toBe(200);
    const refused = await check("?yid=x", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
  });
});
