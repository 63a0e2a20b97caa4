import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectAxeClean, fakeWidgetHosts, hydrated, logInNewUser, test } from "./fixtures";

/**
 * The anonymous page cache (docs/adr/029-page-cache.md) on the real build. Every test asks for its own address
 * (a utm mark of its own: the key keeps utm marks and drops parameters the page does not read, ADR 070), so that
 * it owns its cache entry; other tests run in parallel and their API writes may
 * empty the cache at any moment, so a hit is waited for (a fresh render is always allowed), never assumed.
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SID_COOKIE = "shuyuan_sid";
const AUTH_COOKIE = "shuyuan_auth";

const unique = (name: string) => `/?utm_content=page-cache-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const get = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  return { state: response.headers()["x-page-cache"], html: await response.text() };
};

/** Asks until the answer comes from the cache (one render at most, unless someone else's write emptied it). */
const hit = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  let last = await get(request, path, headers);
  await expect
    .poll(async () => {
      last = await get(request, path, headers);
      return last.state;
    })
    .toBe("hit");
  return last;
};

/** Opens `path` in the browser once it is cached (someone else's write may empty the cache just before). */
async function openFromCache(page: Page, request: APIRequestContext, path: string, headers = {}) {
  let state: string | undefined;
  for (let attempt = 0; attempt < 5 && state !== "hit"; attempt++) {
    await hit(request, path, headers);
    state = (await page.goto(path))?.headers()["x-page-cache"];
  }
  return state;
}

/** A user registered and signed in through the API; the auth cookie as the browser would mirror it. */
async function signedInCookie(request: APIRequestContext) {
  const { token, expires } = await logInNewUser(request, { first: "Вера", last: "Кэшева" });
  return `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify({ token, expires }))}`;
}

test.describe("the page cache", () => {
  test("anonymous visitors share one page, which carries none of their session ids", async ({ request }) => {
    const path = unique("sid");
    const first = await get(request, path, { cookie: `${SID_COOKIE}=e2e-visit-first` });
    expect(["miss", "hit"]).toContain(first.state);
    const second = await hit(request, path, { cookie: `${SID_COOKIE}=e2e-visit-second` });
    for (const html of [first.html, second.html]) {
      expect(html).not.toContain("e2e-visit-first");
      expect(html).not.toContain("e2e-visit-second");
    }
  });

  test("a signed-in visitor always gets their own render, never the anonymous page", async ({ request }) => {
    const path = unique("signed-in");
    const anonymous = await hit(request, path);
    expect(anonymous.html).not.toContain("Кэшева");
    const cookie = await signedInCookie(request);
    for (let i = 0; i < 2; i++) {
      const own = await get(request, path, { cookie: `${SID_COOKIE}=e2e-visit; ${cookie}` });
      expect(own.state).toBe("bypass");
      expect(own.html).toContain("Вера Кэшева");
    }
    expect((await hit(request, path)).html).not.toContain("Кэшева");
  });

  test("a successful write through the API empties the cache", async ({ request }) => {
    const path = unique("write");
    await hit(request, path);
    await signedInCookie(request);
    expect((await get(request, path)).state).toBe("miss");
  });

  test("a page answered from the cache hydrates and passes axe", async ({ page, request }) => {
    const path = unique("hydrate");
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    expect(await openFromCache(page, request, path)).toBe("hit");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Страны" })).toBeVisible();
    expect(errors).toEqual([]);
    await expectAxeClean(page);
  });
});

/** Opens `path` in a fresh browser context whose widget hosts are faked; what the page asked of them is recorded. */
async function visit(browser: Browser, request: APIRequestContext, path: string, userAgent?: string) {
  const context = await browser.newContext(userAgent === undefined ? {} : { userAgent });
  const page: Page = await context.newPage();
  const requested = await fakeWidgetHosts(page);
  const state = await openFromCache(page, request, path, userAgent === undefined ? {} : { "user-agent": userAgent });
  await hydrated(page);
  return { state, requested, close: () => context.close() };
}

test(
  "bots and visitors each get their own page: widgets load for visitors only",
  { tag: "@widgets" },
  async ({ browser, request }) => {
    const path = unique("bot");
    await hit(request, path);
    await hit(request, path, { "user-agent": GOOGLEBOT });
    const visitor = await visit(browser, request, path);
    expect(visitor.state).toBe("hit");
    await expect.poll(() => visitor.requested.length).toBeGreaterThan(0);
    await visitor.close();
    const bot = await visit(browser, request, path, GOOGLEBOT);
    expect(bot.state).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(bot.requested).toEqual([]);
    await bot.close();
  },
);
