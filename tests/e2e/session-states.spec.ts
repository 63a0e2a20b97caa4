import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect as baseExpect, hydrated, registerNewUser, test } from "./fixtures";

// Spec 4 (authentication states) and spec 8 (406 -> refresh and retry), in a real browser against the real server.
// The rules themselves are unit- and property-tested (core/domain/auth, ui/session, adapters/http/api-client); here
// the whole path runs: local storage, the mirrored cookie, the server's refresh call and the page's reactions.

/** The machine running the suite is shared: navigations and password hashing get more time. */
const expect = baseExpect.configure({ timeout: 20_000 });

const AUTH_KEY = "shuyuan.auth";
const AUTH_COOKIE = "shuyuan_auth";
const PROFILE = "/u/settings/profile/";

type Record = { readonly token: string; readonly expires: string };

const header = (page: Page) => page.getByRole("banner");
const loginButton = (page: Page) => header(page).getByRole("button", { name: "Войти" });
const userMenu = (page: Page) => header(page).locator("summary", { hasText: "Ольга Заявкина" });

async function loginRecord(request: APIRequestContext, who: { email: string; password: string }): Promise<Record> {
  const login = await request.post("/api/auth/login", { data: who });
  expect(login.status()).toBe(200);
  const { token, expires } = (await login.json()) as Record;
  return { token, expires };
}

const storedRecord = async (page: Page): Promise<Record | null> => {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record);
};

const cookieRecord = async (context: BrowserContext): Promise<Record | null> => {
  const cookie = (await context.cookies()).find((c) => c.name === AUTH_COOKIE);
  return cookie === undefined || cookie.value === "" ? null : (JSON.parse(decodeURIComponent(cookie.value)) as Record);
};

const setCookieRecord = (context: BrowserContext, record: Record, baseURL: string) =>
  context.addCookies([{ name: AUTH_COOKIE, value: encodeURIComponent(JSON.stringify(record)), url: baseURL }]);

/**
 * Opens `path` with `record` in local storage (written once, not on every load). The record is written on a JSON
 * answer of the same origin, where no page script can settle the session before it is there.
 */
async function openWithStored(page: Page, path: string, record: Record): Promise<void> {
  await page.goto("/api/health");
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: AUTH_KEY,
    value: JSON.stringify(record),
  });
  await page.goto(path);
  await hydrated(page);
}

const PAST = "2020-01-01T00:00:00.000Z";

test.describe("authentication states of spec 4 in the browser", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an expired record the server cannot renew is removed on check and the visitor is a guest", async ({ page }) => {
    const refreshes: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/auth/refresh")) refreshes.push(r.method());
    });
    await openWithStored(page, "/o-kompanii/", { token: "a".repeat(64), expires: PAST });
    await expect.poll(() => storedRecord(page)).toBeNull();
    expect(refreshes).toEqual(["POST"]);
    await expect(loginButton(page)).toBeVisible();
    expect(await cookieRecord(page.context())).toBeNull();
  });

  test("an expired record of a live session is renewed: a new expiry, the user shown, the cookie mirrors it", async ({
    page,
    request,
  }) => {
    const who = await registerNewUser(request);
    const live = await loginRecord(request, who);
    await openWithStored(page, "/o-kompanii/", { token: live.token, expires: PAST });
    await expect.poll(async () => (await storedRecord(page))?.expires ?? PAST).not.toBe(PAST);
    const renewed = await storedRecord(page);
    expect(Date.parse(renewed?.expires ?? PAST)).toBeGreaterThan(Date.now());
    // Logged in means a user id above 0: the menu replaces «Войти».
    await expect(userMenu(page)).toBeVisible();
    await expect(loginButton(page)).toHaveCount(0);
    expect((await cookieRecord(page.context()))?.token).toBe(renewed?.token);
  });

  test("a cookie that disagrees with the store clears the session and refreshes it", async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await registerNewUser(request);
    const stored = await loginRecord(request, who);
    const other = await loginRecord(request, who);
    await setCookieRecord(page.context(), other, baseURL ?? "");
    const refresh = page.waitForRequest((r) => r.url().endsWith("/api/auth/refresh") && r.method() === "POST");
    await openWithStored(page, "/o-kompanii/", stored);
    const sent = await refresh;
    expect(sent.headers().authorization).toBe(`Bearer ${stored.token}`);
    await expect.poll(async () => (await storedRecord(page))?.token ?? stored.token).not.toBe(stored.token);
    const now = await storedRecord(page);
    await expect.poll(async () => (await cookieRecord(page.context()))?.token).toBe(now?.token);
    await expect(userMenu(page)).toBeVisible();
  });

  test("a cookie with nothing in the store is cleared and the page shows a guest", async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await registerNewUser(request);
    await setCookieRecord(page.context(), await loginRecord(request, who), baseURL ?? "");
    await page.goto("/o-kompanii/");
    await hydrated(page);
    await expect.poll(() => cookieRecord(page.context())).toBeNull();
    await expect(loginButton(page)).toBeVisible();
  });

  test("logging out in another tab reloads an open settings page, which then asks to log in", async ({
    context,
    request,
    baseURL,
  }) => {
    const who = await registerNewUser(request);
    const record = await loginRecord(request, who);
    await setCookieRecord(context, record, baseURL ?? "");
    const settings = await context.newPage();
    await openWithStored(settings, PROFILE, record);
    await expect(settings.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(userMenu(settings)).toBeVisible();

    const other = await context.newPage();
    await other.goto("/o-kompanii/");
    await hydrated(other);
    await userMenu(other).click();
    const reloaded = settings.waitForEvent("load");
    await header(other).getByRole("button", { name: "Выйти" }).click();
    await expect(loginButton(other)).toBeVisible();
    await reloaded;
    await expect(settings.getByRole("main").getByRole("button", { name: "Войти" })).toBeVisible();
    await expect(settings.getByText("Доступ запрещен")).toBeVisible();
  });

  test("a 406 answer refreshes the token once and the call is retried with the new one", async ({
    page,
    request,
    baseURL,
  }) => {
    const who = await registerNewUser(request);
    const record = await loginRecord(request, who);
    await setCookieRecord(page.context(), record, baseURL ?? "");
    await openWithStored(page, "/catalog/", record);
    await expect(userMenu(page)).toBeVisible();

    // The first shortlist write is answered 406 as the server answers a token past its expiry; the rest go through.
    const writes: string[] = [];
    let refused = false;
    await page.route("**/api/ru/v1/shortlist", async (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      writes.push(route.request().headers().authorization ?? "");
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({
        status: 406,
        contentType: "application/json",
        body: JSON.stringify({ message: "Срок действия токена истёк" }),
      });
    });
    const refresh = page.waitForResponse((r) => r.url().endsWith("/api/auth/refresh"));
    const first = page.getByRole("button", { name: /^Сравнить: / }).first();
    const name = ((await first.getAttribute("aria-label")) ?? "").replace(/^Сравнить: /, "");
    const button = page.getByRole("button", { name: `В сравнении: ${name}` });
    await first.click();
    expect((await refresh).status()).toBe(200);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    // The button turns at once; the new record is stored and the write retried after the refresh's answer is read.
    await expect.poll(async () => (await storedRecord(page))?.token).not.toBe(record.token);
    const renewed = await storedRecord(page);
    await expect.poll(() => writes.length).toBe(2);
    expect(writes).toEqual([`Bearer ${record.token}`, `Bearer ${renewed?.token}`]);
    // The write reached the server with the new token.
    const stored = async () => {
      const list = await request.get("/api/ru/v1/shortlist", {
        headers: { authorization: `Bearer ${renewed?.token}` },
      });
      return ((await list.json()) as { items: unknown[] }).items.length;
    };
    await expect.poll(stored).toBe(1);
  });
});
