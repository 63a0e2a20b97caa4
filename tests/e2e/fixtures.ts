// What the e2e specs share (ADR 037): import `test` and `expect` from here, not from @playwright/test.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type Route } from "@playwright/test";
import { logInNewUser, registerNewUser, signInNewUser } from "../support/sign-in";

export { expect, logInNewUser, registerNewUser, signInNewUser };

/** Part of a page for axe: CSS selectors to check (all of them), or only some rules; the whole page by default. */
export type AxeScope = { readonly include?: readonly string[]; readonly rules?: readonly string[] };

/**
 * Fails the test with axe's report when the page (or the scoped part) has any accessibility violation.
 *
 * axe runs in the page itself (legacy mode: the page and its same-origin frames; the site embeds no frame of another
 * origin but the contacts map, whose content is not the site's), and only violations are processed in full. Same
 * rules and same violations as the default, which also opens a blank page for each check: 1.9-2.4 s a check instead
 * of 6.1-7.8 s (ADR 075 addendum).
 */
export async function expectAxeClean(page: Page, scope: AxeScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  if (scope.rules !== undefined) builder = builder.withRules([...scope.rules]);
  expect((await builder.analyze()).violations).toEqual([]);
}

/** The widths every page is checked at: a desktop and a phone. */
export const DESKTOP_AND_PHONE = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const;

/**
 * At each size: axe clean, no sideways scroll, and a full-page screenshot `<shots>/<name>-<width>.png` when the run
 * asks for screenshots (E2E_SCREENSHOTS_DIR).
 */
export async function expectCleanLayouts(page: Page, name: string, sizes = DESKTOP_AND_PHONE): Promise<void> {
  const shots = process.env.E2E_SCREENSHOTS_DIR;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
  }
}

/**
 * Waits until the page's JavaScript has hydrated it (the root sets `data-hydrated` on <html>). A read-first page
 * (docs/adr/077-read-first-pages.md) hydrates at the visitor's first intent, so the pointer moves over it first, as
 * a visitor's would; a page that hydrates at load is not touched.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  if (await page.evaluate(() => document.querySelector('script[type="text/x-shuyuan-module"]') !== null)) {
    await page.mouse.move(3, 3);
    await page.mouse.move(4, 4);
  }
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The scripts a page's HTML names for its first load: its modulepreload hints, or on a read-first page (ADR 077)
 * the files its start script fetches after load.
 */
export function preloadedScripts(html: string): string[] {
  const hints = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href ?? "");
  const boot = /\(function wakeOnIntent[\s\S]*?\}\)\((\{.*?\})\)<\/script>/.exec(html)?.[1];
  const later = boot === undefined ? [] : (JSON.parse(boot) as { preload: string[] }).preload;
  return [...hints, ...later];
}

/** Serves every third-party script from the fake hosts and records what was asked for. */
export async function fakeWidgetHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    const body = url.startsWith("https://js.sentry-cdn.com/")
      ? "window.Sentry={init:function(o){window.__errorReportingInit=o}};window.sentryOnLoad&&window.sentryOnLoad();"
      : `(window.__widgets=window.__widgets||[]).push(${JSON.stringify(url)});`;
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  };
  await page.route("https://widgets.example.test/**", serve);
  await page.route("https://www.googletagmanager.com/**", serve);
  await page.route("https://js.sentry-cdn.com/**", serve);
  return requested;
}

type PersonName = { readonly first: string; readonly last: string };

type AccountFixtures = {
  /** Registers a new account through the API (not signed in) and answers its e-mail and password. */
  newUser: (name?: PersonName) => Promise<{ readonly email: string; readonly password: string }>;
  /** Registers a new account and signs it in on the test's browser context (cookie and local storage); the token. */
  signIn: (name?: PersonName) => Promise<string>;
};

export const test = base.extend<AccountFixtures>({
  newUser: async ({ request }, use) => {
    await use((name) => registerNewUser(request, name));
  },
  signIn: async ({ context, request, baseURL }, use) => {
    await use((name) => signInNewUser(context, request, baseURL ?? "", name));
  },
});
