import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { isbot } from "isbot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_COOKIE, SESSION_ID_COOKIE } from "../../adapters/storage/browser/auth-cookie";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";
import type { SsrHandler } from "../ssr-handler";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const SIGNED_IN = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token: "t-1", expires: "2099-01-01T00:00:00Z" }))}`;

/**
 * A stand-in for the React Router build that shows in its HTML what a real render depends on (bot or not, signed
 * in or not) and how many renders there have been, so a test can tell a stored page from a fresh one.
 */
let renders = 0;
const ssr: SsrHandler = async (request) => {
  renders += 1;
  const bot = isbot(request.headers.get("user-agent") ?? "");
  const signedIn = (request.headers.get("cookie") ?? "").includes(AUTH_COOKIE);
  const state = `render ${renders}; ${bot ? "bot" : "visitor"}; ${signedIn ? "signed in" : "anonymous"}`;
  const body = `<!DOCTYPE html><p>${state}</p>${"<p>Учёба в Китае</p>".repeat(100)}`;
  return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
};

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openTestDatabase();
  const config = readConfig({ PAGE_CACHE_TTL_MS: "60000", TRUST_PROXY: "1" });
  app = createServerContainer({ config, version: "test", db: handle.db, ssr }).get(TOKENS.App);
});
afterAll(() => handle.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers: { "user-agent": CHROME, ...headers } });
  return { state: response.headers.get("x-page-cache"), html: await response.text() };
};

describe("the page cache in the composed server", () => {
  it("shares one anonymous page between visitors, whatever their session id", async () => {
    const first = await page("/a/", { cookie: `${SESSION_ID_COOKIE}=visit-1` });
    const second = await page("/a/", { cookie: `${SESSION_ID_COOKIE}=visit-2` });
    expect(first).toMatchObject({ state: "miss" });
    expect(second).toEqual({ state: "hit", html: first.html });
  });

  it("never gives a signed-in visitor the cached anonymous page, nor caches theirs", async () => {
    const anonymous = await page("/b/");
    const signedIn = await page("/b/", { cookie: `${SESSION_ID_COOKIE}=visit-1; ${SIGNED_IN}` });
    expect(signedIn.state).toBe("bypass");
    expect(signedIn.html).toContain("signed in");
    expect(await page("/b/")).toEqual({ state: "hit", html: anonymous.html });
  });

  it("gives a bot the bot page and a visitor the visitor page", async () => {
    const visitor = await page("/c/");
    const bot = await page("/c/", { "user-agent": GOOGLEBOT });
    expect(bot.state).toBe("miss");
    expect(bot.html).toContain("; bot;");
    expect(await page("/c/", { "user-agent": GOOGLEBOT })).toEqual({ state: "hit", html: bot.html });
    expect(await page("/c/")).toEqual({ state: "hit", html: visitor.html });
  });

  it("renders again after a successful write through the API, not after a refused one", async () => {
    await page("/d/");
    const refused = await app.request("/api/ru/v1/forms/simple-form", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: JSON.stringify({ name: "" }),
    });
    expect(refused.status).toBe(422);
    expect((await page("/d/")).state).toBe("hit");
    const sent = await app.request("/api/ru/v1/forms/simple-form", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: JSON.stringify({ name: "Анна", phone: "+79123456789" }),
    });
    expect(sent.status).toBe(201);
    expect((await page("/d/")).state).toBe("miss");
  });

  it("renders again when the catalogue's data version moves, whoever wrote the data", async () => {
    await page("/e/");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await page("/e/")).state).toBe("hit");
    // A statement on a listed table bumps the version through its trigger, as any import or hand edit would.
    await handle.db.execute(sql`update countries set slug = slug where false`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await page("/e/")).state).toBe("miss");
  });

  it("answers gzip to clients that take it", async () => {
    await page("/f/");
    const response = await app.request("/f/", { headers: { "user-agent": CHROME, "accept-encoding": "gzip" } });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
  });
});
