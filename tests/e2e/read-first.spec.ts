import type { Page } from "@playwright/test";
import { expect, fakeWidgetHosts, hydrated, test } from "./fixtures";

/**
 * Read-first pages (ADR 077): home and the catalogue hydrate at the visitor's first intent. Until then the page runs
 * no code of the app's; what the visitor does meanwhile is not lost.
 */

const inert = (page: Page) => page.locator('script[type="text/x-shuyuan-module"]');
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Every script file the page has evaluated (a fetch into the cache is no evaluation: a module script is). */
const evaluatedModules = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script")
      .map((entry) => new URL(entry.name).pathname),
  );

test.describe("read-first pages", () => {
  test("home and a catalogue page load without hydrating, and hydrate at the first intent", async ({ page }) => {
    for (const path of ["/", "/catalog/"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      await page.waitForTimeout(1500);
      await expect(inert(page)).toHaveCount(1);
      expect(await isHydrated(page)).toBe(false);
      // Only the at-load module and its few small files ran: not the page's shell.
      const evaluated = await evaluatedModules(page);
      expect(evaluated.some((file) => /\/assets\/at-load-[\w-]+\.js$/.test(file))).toBe(true);
      expect(evaluated.some((file) => /\/assets\/(?:entry\.client|root)-[\w-]+\.js$/.test(file))).toBe(false);
      expect(evaluated.length).toBeLessThanOrEqual(6);

      await page.mouse.move(20, 20);
      await page.mouse.move(30, 40);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(inert(page)).toHaveCount(0);
    }
  });

  test("a press on a button that needs JavaScript, made before the page has hydrated, is done once it has", async ({
    page,
  }) => {
    await page.goto("/catalog/");
    const label = await page
      .getByRole("button", { name: /^Сравнить: / })
      .first()
      .getAttribute("aria-label");
    const name = (label ?? "").replace(/^Сравнить: /, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const toggle = page.getByRole("button", { name: new RegExp(`^(Сравнить|В сравнении): ${name}$`) });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await isHydrated(page)).toBe(false);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toContainText("В сравнении");
    await expect(page.getByRole("link", { name: "Сравнение (1)" })).toBeVisible();
  });

  test("Cyrillic text typed before the page has hydrated is what the search sends", async ({ page }) => {
    await page.goto("/catalog/");
    const field = page.getByLabel("Название учебного заведения");
    expect(await isHydrated(page)).toBe(false);
    // Typed key by key at a fast typist's pace from the first key (a click wakes the page), across hydration and
    // the moment the page goes live, with the CPU slowed six times as on a slow phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await field.click();
    await field.pressSequentially("Шанхайский университет", { delay: 40 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await field.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("title")).toBe("Шанхайский университет");
    await expect(field).toHaveValue("Шанхайский университет");
    await expect(page.locator(".listing-results__count")).toHaveText(/^Найдено: \d+/);
  });

  test("by keyboard: the first Tab wakes the page, Enter on a link follows it inside the app", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    let link = "";
    for (let presses = 0; presses < 40 && link === ""; presses++) {
      await page.keyboard.press("Tab");
      link = await page.evaluate(() => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement && active.pathname === "/catalog/" ? active.pathname : "";
      });
    }
    expect(link).toBe("/catalog/");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/catalog\/$/);
    await hydrated(page);
    // A navigation inside the app keeps the document: the mark set on the first page is still there.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test("a bot's page runs nothing at load", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    });
    const page = await context.newPage();
    await page.goto("/catalog/");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1000);
    expect(await evaluatedModules(page)).toEqual([]);
    await expect(inert(page)).toHaveCount(1);
    await context.close();
  });
});

test.describe("read-first pages with the widgets configured", () => {
  test(
    "report the first page view and load the tag manager before any intent, and once only",
    { tag: "@widgets" },
    async ({ page }) => {
      const requested = await fakeWidgetHosts(page);
      const pageViews = () =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [])
            .filter((message) => message.event === "page_view")
            .map((message) => message.page_path),
        );
      await page.goto("/catalog/");
      await expect.poll(pageViews).toEqual(["/catalog/"]);
      await expect.poll(() => requested.some((url) => url.startsWith("https://www.googletagmanager.com/"))).toBe(true);
      expect(await isHydrated(page)).toBe(false);

      await hydrated(page);
      await page.waitForTimeout(600);
      expect(await pageViews()).toEqual(["/catalog/"]);
    },
  );
});
