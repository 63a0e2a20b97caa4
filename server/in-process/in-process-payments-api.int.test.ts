import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../adapters/http/api-client/api-client";
import type { FetchLike } from "../../adapters/http/api-client/fetch-like";
import { AUTH_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import { requestSessionStore } from "../../adapters/storage/browser/request-session-store";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import type { SiteApi } from "../../core/ports/site-api.port";
import { handInDocuments, insertCatalogue, insertSession, insertUser } from "../../tests/integration/community-seed";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";

const NOW = new Date("2026-12-01T10:00:00.000Z");
const ORIGIN = "https://shuyuan.test";
const V1 = "/api/ru/v1";

let handle: DatabaseHandle;
let apiFetch: FetchLike;
let inProcess: (cookie: string | null) => SiteApi;
let apiCalls = 0;
const cookies: Record<"owner" | "other" | "staff", string> = { owner: "", other: "", staff: "" };
let booking = 0;
let payment = 0;

const overHttp = (cookie: string | null): SiteApi =>
  createApiClient({
    baseUrl: "http://in-process.local",
    teachersHost: ORIGIN,
    fetch: apiFetch,
    session: requestSessionStore(cookie),
    currentPath: () => "/",
  });

const post = async (path: string, token: string, body: unknown) => {
  const response = await apiFetch(`http://in-process.local${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Record<string, number>;
};

beforeAll(async () => {
  handle = await openTestDatabase();
  const container = createServerContainer({
    config: readConfig({}),
    version: "test",
    db: handle.db,
    clock: { now: () => NOW },
  });
  const app = container.get(TOKENS.App);
  apiFetch = (input, init) => app.request(input, init);
  const counted: FetchLike = (input, init) => {
    apiCalls += 1;
    return apiFetch(input, init);
  };
  const siteApi = container.get(TOKENS.SiteApi)(counted);
  inProcess = (cookie) =>
    siteApi(new Request(`${ORIGIN}/`, cookie === null ? {} : { headers: { cookie } }), { origin: ORIGIN, path: "/" });
  const tokens: Record<string, string> = {};
  for (const who of ["owner", "other", "staff"] as const) {
    const user = await insertUser(handle.db, { role: who === "staff" ? "staff" : "user" });
    const expires = new Date(NOW.getTime() + 3_600_000);
    tokens[who] = await insertSession(handle.db, user.id, expires);
    cookies[who] =
      `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token: tokens[who], expires: expires.toISOString() }))}`;
  }
  const owner = tokens.owner ?? "";
  const staff = tokens.staff ?? "";
  const cat = await insertCatalogue(handle.db);
  booking = (await post(`${V1}/bookings/create`, owner, { education_base_id: cat.base.id })).id ?? 0;
  await handInDocuments(handle.db, booking);
  await post(`${V1}/bookings/${booking}/submit`, owner, {});
  await post(`${V1}/staff/bookings/${booking}/move`, staff, { command: "approve_documents" });
  const line = await post(`${V1}/staff/bookings/${booking}/ledger`, staff, {
    kind: "deposit",
    description: "Депозит за общежитие",
    recipient: "university",
    amount_minor: 150_000,
    currency: "CNY",
    refund_rule: "refundable_until_offer",
    payment_status: "pending_payment",
  });
  await post(`${V1}/bookings/${booking}/move`, owner, { command: "sign" });
  payment = (await post(`${V1}/bookings/${booking}/payments`, owner, { ledger_line_id: line.id })).payment_id ?? 0;
}, 120_000);
afterAll(() => handle.close());

describe("the in-process payments port answers what the HTTP adapter does, without calling the API", () => {
  it.each([
    ["the owner", () => cookies.owner],
    ["another user", () => cookies.other],
    ["a member of staff", () => cookies.staff],
    ["an anonymous visitor", () => null],
  ])("reads the ledger and the payment for %s", async (_who, cookieOf) => {
    const http = overHttp(cookieOf()).payments;
    const expected = { ledger: await http.ledger(booking), payment: await http.payment(payment) };
    const before = apiCalls;
    const local = inProcess(cookieOf()).payments;
    expect({ ledger: await local.ledger(booking), payment: await local.payment(payment) }).toEqual(expected);
    expect(apiCalls).toBe(before);
  });

  it("shows the owner the ledger with its line payable and the pending payment", async () => {
    const local = inProcess(cookies.owner).payments;
    expect(await local.ledger(booking)).toMatchObject({ status: "pending_payment", lines: [{ payable: true }] });
    expect(await local.payment(payment)).toMatchObject({ state: "pending", description: "Депозит за общежитие" });
    expect(await inProcess(cookies.other).payments.ledger(booking)).toBeNull();
  });
});
