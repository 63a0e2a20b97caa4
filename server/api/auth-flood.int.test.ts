import { Effect } from "effect";
import { AUTH_MESSAGES } from "../../adapters/http/contract/auth-messages";
import { afterEach, describe, expect, it } from "vitest";
import { createHashGate, gatedPasswordHasher } from "../../adapters/security/hash-gate";
import { scryptPasswordHasher } from "../../adapters/security/password";
import type { PasswordHasher } from "../../core/ports/password-hasher.port";
import { type ApiAnswer, type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";
import { TOKENS } from "../di/tokens";
import { HASHER_BUSY_MESSAGE } from "../http/hasher-busy";
import { RATE_LIMITED_MESSAGE } from "../http/rate-limit";

const start = new Date("2026-03-01T09:00:00.000Z");

/** The production hasher behind a gate of the given bounds, counting the hashes and checks that really ran. */
function countedHasher(bounds: { concurrency: number; queue: number }) {
  const counts = { verify: 0, hash: 0 };
  const inner = scryptPasswordHasher();
  const counting: PasswordHasher = {
    hash: (password) => Effect.sync(() => (counts.hash += 1)).pipe(Effect.andThen(inner.hash(password))),
    verify: (password, hash) =>
      Effect.sync(() => (counts.verify += 1)).pipe(Effect.andThen(inner.verify(password, hash))),
  };
  return { counts, hasher: gatedPasswordHasher(counting, createHashGate(bounds)) };
}

async function open(env: Record<string, string>, bounds = { concurrency: 2, queue: 100 }) {
  const counted = countedHasher(bounds);
  const api = await openAuthApi(start, env, (container) => {
    container.rebind(TOKENS.PasswordHasher).toConstantValue(counted.hasher);
  });
  return { api, counts: counted.counts };
}

const statuses = (answers: readonly ApiAnswer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

const register = (api: AuthApiHarness, email: string, ip: string) =>
  api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email, password: "correct horse" },
    ip,
  });

let opened: AuthApiHarness | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

describe("the log-in limit under parallel attempts", () => {
  it("50 wrong passwords for one account at once: exactly 5 checks run (422), the other 45 get 429", async () => {
    const { api, counts } = await open({});
    opened = api;
    expect((await register(api, "anna@example.com", "192.0.2.50")).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call("/api/auth/login", { body: { email: "anna@example.com", password: "wrong one" }, ip: "192.0.2.9" }),
      ),
    );
    expect(counts.verify).toBe(5);
    expect(statuses(answers)).toEqual({ 422: 5, 429: 45 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual({ message: AUTH_MESSAGES.tooManyLogins });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    }
    const right = await api.call("/api/auth/login", {
      body: { email: "anna@example.com", password: "correct horse" },
      ip: "192.0.2.9",
    });
    expect(right.status).toBe(429);
    expect(counts.verify).toBe(5);
  });
});

describe("the password calls' throttle and hashing gate", () => {
  it("refuses the calls past the bound and its queue with 503 and Retry-After at once, hashing none of them", async () => {
    const { api, counts } = await open({}, { concurrency: 1, queue: 2 });
    opened = api;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(api, `p${i}@example.com`, `198.51.100.${i + 1}`)),
    );
    expect(statuses(answers)).toEqual({ 201: 3, 503: 7 });
    for (const busy of answers.filter((a) => a.status === 503)) {
      expect(busy.body).toEqual({ message: HASHER_BUSY_MESSAGE });
      expect(busy.headers.get("retry-after")).toBe("1");
    }
    expect(counts.hash).toBe(3);
  });

  it("a busy log-in check gives its attempt slot back", async () => {
    const { api, counts } = await open({}, { concurrency: 1, queue: 0 });
    opened = api;
    expect((await register(api, "boris@example.com", "192.0.2.51")).status).toBe(201);
    const login = () =>
      api.call("/api/auth/login", { body: { email: "boris@example.com", password: "wrong" }, ip: "192.0.2.10" });
    const first = statuses(await Promise.all(Array.from({ length: 8 }, login)));
    const checked = counts.verify;
    // Each got a slot and ran (422), got a slot and found the hasher busy (503, slot given back), or found the 5
    // slots taken at that moment (429).
    expect(first[422] ?? 0).toBe(checked);
    expect((first[422] ?? 0) + (first[503] ?? 0) + (first[429] ?? 0)).toBe(8);
    expect(first[503]).toBeGreaterThan(0);
    // Only the checks that ran count: the account has 5 - checked tries left, then 429.
    const rest = [];
    for (let i = 0; i < 6; i++) rest.push(await login());
    expect(statuses(rest)).toEqual({ 422: 5 - checked, 429: 1 + checked });
  });

  it("limits the password calls per IP before any hashing, whichever call it is", async () => {
    const { api, counts } = await open({ AUTH_RATE_LIMIT: "3" });
    opened = api;
    const ip = "203.0.113.20";
    expect((await register(api, "vera@example.com", ip)).status).toBe(201);
    expect((await api.call("/api/auth/forgot-password", { body: { email: "vera@example.com" }, ip })).status).toBe(200);
    const third = await api.call("/api/auth/login", { body: { email: "vera@example.com", password: "x-wrong" }, ip });
    expect(third.status).toBe(422);
    const before = { ...counts };
    const refused = await api.call("/api/auth/login", { body: { email: "vera@example.com", password: "x" }, ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMITED_MESSAGE });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(counts).toEqual(before);
    expect((await register(api, "gleb@example.com", "203.0.113.21")).status).toBe(201);
    api.clock.advanceSeconds(61);
    expect((await register(api, "dina@example.com", ip)).status).toBe(201);
  });

  it("limits the password calls of everyone together", async () => {
    const { api, counts } = await open({ AUTH_GLOBAL_RATE_LIMIT: "4" });
    opened = api;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await register(api, `g${i}@example.com`, `198.51.100.${100 + i}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(counts.hash).toBe(4);
  });

  it("spreads everyone's minute over its seconds: 600 a minute lets 10 through in one second, then the next second", async () => {
    const { api, counts } = await open({ AUTH_GLOBAL_RATE_LIMIT: "600" });
    opened = api;
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await register(api, `s${i}@example.com`, `198.51.100.${120 + i}`));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(201), 429, 429]);
    expect(answers[10]?.headers.get("retry-after")).toBe("1");
    expect(counts.hash).toBe(10);
    api.clock.advanceSeconds(1);
    expect((await register(api, "s12@example.com", "198.51.100.140")).status).toBe(201);
  });

  it("answers 503 at once while the gate is full, before the body is read; a log-in's lockout answers first", async () => {
    const counted = countedHasher({ concurrency: 1, queue: 0 });
    const full = createHashGate({ concurrency: 1, queue: 0 });
    const held = await full.enter();
    const api = await openAuthApi(start, {}, (container) => {
      container.rebind(TOKENS.HashGate).toConstantValue(full);
      container.rebind(TOKENS.PasswordHasher).toConstantValue(counted.hasher);
    });
    opened = api;
    const shed = await api.call("/api/auth/register", { raw: { text: "not even json", type: "application/json" } });
    expect(shed.status).toBe(503);
    expect(shed.body).toEqual({ message: HASHER_BUSY_MESSAGE });
    expect(shed.headers.get("retry-after")).toBe("1");
    expect((await api.call("/api/auth/forgot-password", { body: { email: "zoya@example.com" } })).status).toBe(200);
    held?.();
    expect((await register(api, "zoya@example.com", "192.0.2.78")).status).toBe(201);
    expect(counted.counts.hash).toBe(1);
  });
});
